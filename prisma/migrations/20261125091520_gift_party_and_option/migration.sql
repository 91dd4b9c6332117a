-- CreateEnum
CREATE TYPE "GiftParty" AS ENUM ('ONE', 'TWO', 'FAMILY');

-- CreateEnum
CREATE TYPE "GiftOption" AS ENUM ('STANDARD', 'ANY');

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "giftOption" "GiftOption",
ADD COLUMN     "giftParty" "GiftParty";
