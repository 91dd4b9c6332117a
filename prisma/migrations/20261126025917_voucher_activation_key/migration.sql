-- AlterTable
ALTER TABLE "Voucher" ADD COLUMN     "activationKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Voucher_activationKey_key" ON "Voucher"("activationKey");
