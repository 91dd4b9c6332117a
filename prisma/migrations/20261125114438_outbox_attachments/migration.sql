-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "attachments" JSONB;
