-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "priceHoldExpiresAt" TIMESTAMP(3),
ADD COLUMN     "priceHoldRef" TEXT;
