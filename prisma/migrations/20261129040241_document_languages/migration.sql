-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" VARCHAR(10) NOT NULL DEFAULT 'en-CA';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "locale" VARCHAR(10) NOT NULL DEFAULT 'en-CA';

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "recipientLocale" VARCHAR(10) NOT NULL DEFAULT 'en-CA';

-- AlterTable
ALTER TABLE "Voucher" ADD COLUMN     "locale" VARCHAR(10) NOT NULL DEFAULT 'en-CA';
