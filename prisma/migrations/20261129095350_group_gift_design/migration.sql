-- AlterTable
ALTER TABLE "GroupGift" ADD COLUMN     "designId" TEXT;

-- AddForeignKey
ALTER TABLE "GroupGift" ADD CONSTRAINT "GroupGift_designId_fkey" FOREIGN KEY ("designId") REFERENCES "GiftDesign"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
