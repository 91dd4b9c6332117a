-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "carriedSeats" INTEGER NOT NULL DEFAULT 0;

-- Seats are carried only from the booking an exchange replaces, and only while it is being paid.
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_carriedSeats_valid" CHECK (
  "carriedSeats" >= 0 AND ("carriedSeats" = 0 OR ("exchangedFromId" IS NOT NULL AND "status" = 'PENDING_PAYMENT'))
);
