-- AlterTable
ALTER TABLE "User" ADD COLUMN     "staffRemovedAt" TIMESTAMP(3);
