-- CreateEnum
CREATE TYPE "GroupGiftStatus" AS ENUM ('OPEN', 'SENT', 'CANCELLED', 'CLOSED');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "contributionId" TEXT;

-- CreateTable
CREATE TABLE "GroupGift" (
    "id" TEXT NOT NULL,
    "publicToken" TEXT NOT NULL,
    "managementTokenHash" VARCHAR(64) NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "organiserName" TEXT NOT NULL,
    "organiserEmail" TEXT NOT NULL,
    "locale" VARCHAR(10) NOT NULL DEFAULT 'en-CA',
    "productId" TEXT,
    "recipientName" TEXT NOT NULL,
    "recipientEmail" TEXT,
    "recipientLocale" VARCHAR(10) NOT NULL DEFAULT 'en-CA',
    "deliverAt" TIMESTAMP(3),
    "deliveryTimeZone" TEXT,
    "message" TEXT,
    "occasion" VARCHAR(40),
    "targetCents" INTEGER,
    "deadline" TIMESTAMP(3) NOT NULL,
    "status" "GroupGiftStatus" NOT NULL DEFAULT 'OPEN',
    "pooledCents" INTEGER,
    "voucherId" TEXT,
    "sentAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "cancelReason" TEXT,
    "cancelledById" TEXT,
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GroupGift_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GroupGiftContribution" (
    "id" TEXT NOT NULL,
    "groupGiftId" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "anonymous" BOOLEAN NOT NULL DEFAULT false,
    "message" TEXT,
    "amountCents" INTEGER NOT NULL,
    "locale" VARCHAR(10) NOT NULL DEFAULT 'en-CA',
    "acceptedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GroupGiftContribution_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GroupGift_publicToken_key" ON "GroupGift"("publicToken");

-- CreateIndex
CREATE UNIQUE INDEX "GroupGift_managementTokenHash_key" ON "GroupGift"("managementTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "GroupGift_idempotencyKey_key" ON "GroupGift"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "GroupGift_voucherId_key" ON "GroupGift"("voucherId");

-- CreateIndex
CREATE INDEX "GroupGift_status_deadline_idx" ON "GroupGift"("status", "deadline");

-- CreateIndex
CREATE UNIQUE INDEX "GroupGiftContribution_idempotencyKey_key" ON "GroupGiftContribution"("idempotencyKey");

-- CreateIndex
CREATE INDEX "GroupGiftContribution_groupGiftId_createdAt_idx" ON "GroupGiftContribution"("groupGiftId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_contributionId_key" ON "Payment"("contributionId");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_contributionId_fkey" FOREIGN KEY ("contributionId") REFERENCES "GroupGiftContribution"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupGift" ADD CONSTRAINT "GroupGift_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupGift" ADD CONSTRAINT "GroupGift_voucherId_fkey" FOREIGN KEY ("voucherId") REFERENCES "Voucher"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupGift" ADD CONSTRAINT "GroupGift_cancelledById_fkey" FOREIGN KEY ("cancelledById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupGiftContribution" ADD CONSTRAINT "GroupGiftContribution_groupGiftId_fkey" FOREIGN KEY ("groupGiftId") REFERENCES "GroupGift"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Money rules in the database (as in money_safe_schema): a payment still has exactly one owner,
-- a contribution is at least $10, and a sent group gift carries its voucher and pooled value.
ALTER TABLE "Payment" DROP CONSTRAINT "Payment_one_owner",
  ADD CONSTRAINT "Payment_one_owner" CHECK (num_nonnulls("orderId", "bookingId", "contributionId") = 1);

ALTER TABLE "GroupGiftContribution" ADD CONSTRAINT "GroupGiftContribution_amount_at_least_ten_dollars" CHECK ("amountCents" >= 1000);

ALTER TABLE "GroupGift"
  ADD CONSTRAINT "GroupGift_targetCents_positive" CHECK ("targetCents" IS NULL OR "targetCents" > 0),
  ADD CONSTRAINT "GroupGift_sent_has_voucher" CHECK ("status" <> 'SENT' OR ("voucherId" IS NOT NULL AND "pooledCents" > 0 AND "sentAt" IS NOT NULL)),
  ADD CONSTRAINT "GroupGift_cancelled_has_cancelledAt" CHECK ("status" <> 'CANCELLED' OR "cancelledAt" IS NOT NULL),
  ADD CONSTRAINT "GroupGift_closed_has_closedAt" CHECK ("status" <> 'CLOSED' OR "closedAt" IS NOT NULL);
