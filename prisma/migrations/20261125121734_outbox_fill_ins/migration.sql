-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "fillIns" JSONB;
