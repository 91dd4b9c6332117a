-- AlterTable
ALTER TABLE "Tag" ADD COLUMN     "imageUrl" TEXT;
