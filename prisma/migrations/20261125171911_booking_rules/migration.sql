-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "bookingLeadDays" INTEGER NOT NULL DEFAULT 21,
ADD COLUMN     "nonRefundable" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "requiresAdult" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "AgeBand" ADD COLUMN     "maxTravellers" INTEGER,
ADD COLUMN     "minTravellers" INTEGER NOT NULL DEFAULT 0;

-- A lead time is whole days ahead, band limits are non-negative and ordered.
ALTER TABLE "Product" ADD CONSTRAINT "Product_bookingLeadDays_non_negative" CHECK ("bookingLeadDays" >= 0);
ALTER TABLE "AgeBand" ADD CONSTRAINT "AgeBand_traveller_limits_valid" CHECK (
  "minTravellers" >= 0 AND ("maxTravellers" IS NULL OR ("maxTravellers" >= 1 AND "maxTravellers" >= "minTravellers")));
