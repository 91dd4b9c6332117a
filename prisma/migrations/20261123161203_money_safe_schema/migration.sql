-- Written for a shop with no money rows yet: plain-text certificate numbers cannot be hashed or
-- encrypted here (the keys live outside the database) and old coupon values have no unambiguous
-- kind, so refuse clearly before the first change (statements are applied one by one, so a
-- failure half-way would leave a half-migrated database).
-- PL/pgSQL bodies in this file are E'' strings with \x3B for each semicolon: @prisma/adapter-pg
-- applies a migration by splitting its text at every semicolon, dollar quotes included.
DO E'
BEGIN
  IF EXISTS (SELECT 1 FROM "Voucher") OR EXISTS (SELECT 1 FROM "Order") OR EXISTS (SELECT 1 FROM "Payment")
     OR EXISTS (SELECT 1 FROM "Booking") OR EXISTS (SELECT 1 FROM "Coupon") THEN
    RAISE EXCEPTION ''money_safe_schema needs a database without vouchers, orders, payments, bookings or coupons. Demo data: delete DATA_DIR/pgdata (or recreate the database) and start again.''\x3B
  END IF\x3B
END';

-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('PENDING', 'SUCCEEDED', 'FAILED');

-- CreateEnum
CREATE TYPE "VoucherEventKind" AS ENUM ('ISSUED', 'DELIVERED', 'RESENT', 'ACTIVATED', 'VOIDED', 'REFUNDED');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "VoucherStatus" ADD VALUE 'VOID';
ALTER TYPE "VoucherStatus" ADD VALUE 'REFUNDED';

-- AlterEnum
BEGIN;
CREATE TYPE "CouponKind_new" AS ENUM ('PERCENT', 'AMOUNT');
ALTER TABLE "Coupon" ALTER COLUMN "kind" TYPE "CouponKind_new" USING ("kind"::text::"CouponKind_new");
ALTER TYPE "CouponKind" RENAME TO "CouponKind_old";
ALTER TYPE "CouponKind_new" RENAME TO "CouponKind";
DROP TYPE "CouponKind_old";
COMMIT;

-- DropForeignKey
ALTER TABLE "BalanceEntry" DROP CONSTRAINT "BalanceEntry_staffId_fkey";

-- DropForeignKey
ALTER TABLE "Payment" DROP CONSTRAINT "Payment_orderId_fkey";

-- DropForeignKey
ALTER TABLE "Payment" DROP CONSTRAINT "Payment_bookingId_fkey";

-- DropIndex
DROP INDEX "Voucher_certificateNumber_key";

-- DropIndex
DROP INDEX "CouponRedemption_couponId_email_idx";

-- AlterTable
ALTER TABLE "BalanceEntry" ADD COLUMN     "idempotencyKey" TEXT NOT NULL,
ADD COLUMN     "orderId" TEXT,
ADD COLUMN     "paymentId" TEXT;

-- AlterTable
ALTER TABLE "Order" DROP COLUMN "termsAccepted",
ADD COLUMN     "currency" VARCHAR(3) NOT NULL DEFAULT 'CAD',
ADD COLUMN     "idempotencyKey" TEXT NOT NULL,
ADD COLUMN     "paidAt" TIMESTAMP(3),
ADD COLUMN     "termsAcceptedAt" TIMESTAMP(3) NOT NULL,
ADD COLUMN     "termsVersion" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "currency" VARCHAR(3) NOT NULL DEFAULT 'CAD',
ADD COLUMN     "idempotencyKey" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "Voucher" DROP COLUMN "certificateNumber",
ADD COLUMN     "certificateCiphertext" TEXT NOT NULL,
ADD COLUMN     "certificateHash" TEXT NOT NULL,
ADD COLUMN     "certificateLast4" VARCHAR(4) NOT NULL;

-- AlterTable
ALTER TABLE "Booking" DROP COLUMN "tourGradeCode",
ADD COLUMN     "balanceHeldCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "decidedAt" TIMESTAMP(3),
ADD COLUMN     "decidedById" TEXT,
ADD COLUMN     "holdExpiresAt" TIMESTAMP(3),
ADD COLUMN     "tourGradeId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "Coupon" DROP COLUMN "perCustomerLimit",
DROP COLUMN "value",
ADD COLUMN     "amountCents" INTEGER,
ADD COLUMN     "minimumOrderCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "percentBasisPoints" INTEGER,
ADD COLUMN     "redemptionCount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "SlotOccupancy" (
    "slotId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "bookedCount" INTEGER NOT NULL DEFAULT 0,
    "capacity" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SlotOccupancy_pkey" PRIMARY KEY ("slotId","date")
);

-- CreateTable
CREATE TABLE "Refund" (
    "id" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'PENDING',
    "providerRef" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProcessedWebhookEvent" (
    "provider" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "processedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcessedWebhookEvent_pkey" PRIMARY KEY ("provider","eventId")
);

-- CreateTable
CREATE TABLE "VoucherEvent" (
    "id" TEXT NOT NULL,
    "voucherId" TEXT NOT NULL,
    "kind" "VoucherEventKind" NOT NULL,
    "data" JSONB,
    "staffId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VoucherEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Refund_providerRef_key" ON "Refund"("providerRef");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_idempotencyKey_key" ON "Refund"("idempotencyKey");

-- CreateIndex
CREATE INDEX "Refund_paymentId_idx" ON "Refund"("paymentId");

-- CreateIndex
CREATE INDEX "VoucherEvent_voucherId_createdAt_idx" ON "VoucherEvent"("voucherId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BalanceEntry_idempotencyKey_key" ON "BalanceEntry"("idempotencyKey");

-- CreateIndex
CREATE INDEX "BalanceEntry_voucherId_idx" ON "BalanceEntry"("voucherId");

-- CreateIndex
CREATE INDEX "BalanceEntry_bookingId_idx" ON "BalanceEntry"("bookingId");

-- CreateIndex
CREATE INDEX "BalanceEntry_orderId_idx" ON "BalanceEntry"("orderId");

-- CreateIndex
CREATE INDEX "BalanceEntry_paymentId_idx" ON "BalanceEntry"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "Order_idempotencyKey_key" ON "Order"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_idempotencyKey_key" ON "Payment"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "Voucher_certificateHash_key" ON "Voucher"("certificateHash");

-- CreateIndex
CREATE INDEX "Voucher_certificateLast4_idx" ON "Voucher"("certificateLast4");

-- CreateIndex
CREATE INDEX "Booking_tourGradeId_idx" ON "Booking"("tourGradeId");

-- CreateIndex
CREATE UNIQUE INDEX "CouponRedemption_couponId_userId_key" ON "CouponRedemption"("couponId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "CouponRedemption_couponId_email_key" ON "CouponRedemption"("couponId", "email");

-- AddForeignKey
ALTER TABLE "BalanceEntry" ADD CONSTRAINT "BalanceEntry_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BalanceEntry" ADD CONSTRAINT "BalanceEntry_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BalanceEntry" ADD CONSTRAINT "BalanceEntry_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SlotOccupancy" ADD CONSTRAINT "SlotOccupancy_slotId_fkey" FOREIGN KEY ("slotId") REFERENCES "AvailabilitySlot"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherEvent" ADD CONSTRAINT "VoucherEvent_voucherId_fkey" FOREIGN KEY ("voucherId") REFERENCES "Voucher"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VoucherEvent" ADD CONSTRAINT "VoucherEvent_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_tourGradeId_fkey" FOREIGN KEY ("tourGradeId") REFERENCES "TourGrade"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ─────────── Hand-written: rules Prisma's schema language cannot express ───────────

-- The shop never lends money: the cached balance (the ledger sum) is never below zero.
ALTER TABLE "User" ADD CONSTRAINT "User_balanceCents_non_negative" CHECK ("balanceCents" >= 0);

-- An entry moves money, leaves a balance that is not negative, and a staff adjustment names who and why.
ALTER TABLE "BalanceEntry"
  ADD CONSTRAINT "BalanceEntry_amountCents_not_zero" CHECK ("amountCents" <> 0),
  ADD CONSTRAINT "BalanceEntry_balanceAfterCents_non_negative" CHECK ("balanceAfterCents" >= 0),
  ADD CONSTRAINT "BalanceEntry_staff_adjustment_explained"
    CHECK ("kind" <> 'STAFF_ADJUSTMENT' OR ("staffId" IS NOT NULL AND "staffReason" IS NOT NULL));

-- A voucher credits a balance once, whatever key the caller used.
CREATE UNIQUE INDEX "BalanceEntry_voucher_activation_once" ON "BalanceEntry"("voucherId") WHERE "kind" = 'VOUCHER_ACTIVATION';

-- The ledger is history: a correction is a new entry. Row triggers do not fire on TRUNCATE,
-- which tests use to empty every table.
CREATE FUNCTION "refuse_balance_entry_change"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  RAISE EXCEPTION ''BalanceEntry is append-only: % refused'', TG_OP\x3B
END';
CREATE TRIGGER "BalanceEntry_append_only" BEFORE UPDATE OR DELETE ON "BalanceEntry"
  FOR EACH ROW EXECUTE FUNCTION "refuse_balance_entry_change"();

-- Orders: CAD only, amounts not negative, a discount no larger than the subtotal, paid orders say when.
ALTER TABLE "Order"
  ADD CONSTRAINT "Order_currency_cad" CHECK ("currency" = 'CAD'),
  ADD CONSTRAINT "Order_amounts_valid"
    CHECK ("subtotalCents" >= 0 AND "discountCents" >= 0 AND "totalCents" >= 0 AND "discountCents" <= "subtotalCents"),
  ADD CONSTRAINT "Order_paid_has_paidAt" CHECK ("status" NOT IN ('PAID', 'REFUNDED') OR "paidAt" IS NOT NULL);

ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_amounts_valid" CHECK ("unitPriceCents" >= 0 AND "quantity" >= 1);

-- A payment pays exactly one order or one booking, in CAD, for a positive amount.
ALTER TABLE "Payment"
  ADD CONSTRAINT "Payment_one_owner" CHECK (num_nonnulls("orderId", "bookingId") = 1),
  ADD CONSTRAINT "Payment_currency_cad" CHECK ("currency" = 'CAD'),
  ADD CONSTRAINT "Payment_amountCents_positive" CHECK ("amountCents" > 0);

-- One successful charge per order and per booking, so a retried checkout cannot charge twice.
CREATE UNIQUE INDEX "Payment_one_success_per_order" ON "Payment"("orderId") WHERE "status" = 'SUCCEEDED';
CREATE UNIQUE INDEX "Payment_one_success_per_booking" ON "Payment"("bookingId") WHERE "status" = 'SUCCEEDED';

ALTER TABLE "Refund" ADD CONSTRAINT "Refund_amountCents_positive" CHECK ("amountCents" > 0);

-- Refunds that are not failed never add up to more than the payment. The payment row is locked
-- first, so two concurrent refunds of one payment are summed one after the other.
CREATE FUNCTION "refuse_refund_over_payment"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  paid integer\x3B
  refunded bigint\x3B
BEGIN
  SELECT "amountCents" INTO paid FROM "Payment" WHERE "id" = NEW."paymentId" FOR UPDATE\x3B
  SELECT COALESCE(SUM("amountCents"), 0) INTO refunded FROM "Refund"
    WHERE "paymentId" = NEW."paymentId" AND "status" <> ''FAILED''\x3B
  IF refunded > paid THEN
    RAISE EXCEPTION ''Refunds of payment % would exceed its amount (% > %)'', NEW."paymentId", refunded, paid\x3B
  END IF\x3B
  RETURN NULL\x3B
END';
CREATE TRIGGER "Refund_within_payment" AFTER INSERT OR UPDATE OF "amountCents", "status", "paymentId" ON "Refund"
  FOR EACH ROW EXECUTE FUNCTION "refuse_refund_over_payment"();

-- Vouchers: the lookup column holds an HMAC (64 hex digits), so a plain-text code cannot land in it.
ALTER TABLE "Voucher"
  ADD CONSTRAINT "Voucher_valueCents_non_negative" CHECK ("valueCents" >= 0),
  ADD CONSTRAINT "Voucher_certificateHash_is_hmac" CHECK ("certificateHash" ~ '^[0-9a-f]{64}$'),
  ADD CONSTRAINT "Voucher_certificateLast4_length" CHECK (char_length("certificateLast4") = 4),
  ADD CONSTRAINT "Voucher_activated_has_activatedAt" CHECK ("status" <> 'ACTIVATED' OR "activatedAt" IS NOT NULL);

-- Bookings: amounts not negative, a balance hold always expires, a decider implies a decision time.
ALTER TABLE "Booking"
  ADD CONSTRAINT "Booking_amounts_non_negative" CHECK (
    "totalCents" >= 0 AND "discountCents" >= 0 AND "paidFromBalanceCents" >= 0
    AND "paidByCardCents" >= 0 AND "balanceHeldCents" >= 0),
  ADD CONSTRAINT "Booking_hold_expires" CHECK ("balanceHeldCents" = 0 OR "holdExpiresAt" IS NOT NULL),
  ADD CONSTRAINT "Booking_decidedBy_has_decidedAt" CHECK ("decidedById" IS NULL OR "decidedAt" IS NOT NULL);

-- The booked grade belongs to the booked product.
CREATE UNIQUE INDEX "TourGrade_id_productId_key" ON "TourGrade"("id", "productId");
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_tourGrade_of_product_fkey"
  FOREIGN KEY ("tourGradeId", "productId") REFERENCES "TourGrade"("id", "productId") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "BookingTraveller" ADD CONSTRAINT "BookingTraveller_amounts_valid" CHECK ("count" >= 1 AND "unitPriceCents" >= 0);

-- Capacity is enforced by the row itself: an increment past it fails (or matches no row).
ALTER TABLE "SlotOccupancy" ADD CONSTRAINT "SlotOccupancy_within_capacity" CHECK ("bookedCount" >= 0 AND "bookedCount" <= "capacity");

-- Coupons: exactly the value of the kind is set, and in range (IS NOT NULL, since a NULL would pass a CHECK).
ALTER TABLE "Coupon"
  ADD CONSTRAINT "Coupon_value_matches_kind" CHECK (
    ("kind" = 'PERCENT' AND "percentBasisPoints" IS NOT NULL AND "percentBasisPoints" BETWEEN 1 AND 10000 AND "amountCents" IS NULL)
    OR ("kind" = 'AMOUNT' AND "amountCents" IS NOT NULL AND "amountCents" > 0 AND "percentBasisPoints" IS NULL)),
  ADD CONSTRAINT "Coupon_minimumOrderCents_non_negative" CHECK ("minimumOrderCents" >= 0),
  ADD CONSTRAINT "Coupon_redemptions_within_limit" CHECK (
    "redemptionCount" >= 0 AND ("maxRedemptions" IS NULL OR ("maxRedemptions" >= 1 AND "redemptionCount" <= "maxRedemptions"))),
  ADD CONSTRAINT "Coupon_validity_ordered" CHECK ("validFrom" IS NULL OR "validUntil" IS NULL OR "validFrom" < "validUntil");

-- Redemptions are unique per e-mail, which only holds if e-mails are stored lower-cased.
ALTER TABLE "CouponRedemption" ADD CONSTRAINT "CouponRedemption_email_lower_case" CHECK ("email" = lower("email"));
