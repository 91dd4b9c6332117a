-- Staff become managers, who keep every right they had, and a new editor role joins them.
ALTER TYPE "UserRole" RENAME VALUE 'STAFF' TO 'MANAGER';
ALTER TYPE "UserRole" ADD VALUE 'EDITOR';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "sessionVersion" INTEGER NOT NULL DEFAULT 0;
