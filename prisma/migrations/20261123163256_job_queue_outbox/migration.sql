-- The hand-made job table gives way to pg-boss, which keeps its own `pgboss` schema. The outbox
-- keeps the record of every e-mail for the back office, with its schedule, attempts and last error.

-- DropForeignKey
ALTER TABLE "OutboxEmail" DROP CONSTRAINT "OutboxEmail_jobId_fkey";

-- AlterTable
ALTER TABLE "OutboxEmail" DROP COLUMN "jobId",
ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "failedAt" TIMESTAMP(3),
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "sendAfter" TIMESTAMP(3);

-- DropTable
DROP TABLE "Job";

-- DropEnum
DROP TYPE "JobStatus";
