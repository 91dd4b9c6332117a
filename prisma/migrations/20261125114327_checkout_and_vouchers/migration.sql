-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'FULFILLED';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "buyerName" TEXT NOT NULL,
ADD COLUMN     "notifyOnActivation" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "deliveryTimeZone" TEXT;

-- AlterTable
ALTER TABLE "Voucher" ADD COLUMN     "deliveryEmailId" TEXT,
ADD COLUMN     "giftOption" "GiftOption",
ADD COLUMN     "giftParty" "GiftParty";

-- CreateTable
CREATE TABLE "TestGatewayCharge" (
    "id" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "cardLast4" VARCHAR(4) NOT NULL,
    "status" TEXT NOT NULL,
    "failureCode" TEXT,
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TestGatewayCharge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TestGatewayCharge_idempotencyKey_key" ON "TestGatewayCharge"("idempotencyKey");

-- The test gateway keeps the rules a provider would: a charge is positive and refunds never exceed it.
ALTER TABLE "TestGatewayCharge"
  ADD CONSTRAINT "TestGatewayCharge_amount_positive" CHECK ("amountCents" > 0),
  ADD CONSTRAINT "TestGatewayCharge_refund_within_amount" CHECK ("refundedCents" >= 0 AND "refundedCents" <= "amountCents"),
  ADD CONSTRAINT "TestGatewayCharge_status_known" CHECK ("status" IN ('succeeded', 'failed', 'requires_action'));

-- A gift line is e-mailed to a recipient or to the buyer to print, and a scheduled one names its zone.
ALTER TABLE "OrderItem"
  ADD CONSTRAINT "OrderItem_scheduled_has_time_zone" CHECK ("deliverAt" IS NULL OR "deliveryTimeZone" IS NOT NULL);
