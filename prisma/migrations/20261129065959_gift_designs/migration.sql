-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "designId" TEXT;

-- AlterTable
ALTER TABLE "Voucher" ADD COLUMN     "designId" TEXT;

-- CreateTable
CREATE TABLE "GiftDesign" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GiftDesign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GiftDesignOccasion" (
    "designId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,

    CONSTRAINT "GiftDesignOccasion_pkey" PRIMARY KEY ("designId","tagId")
);

-- CreateTable
CREATE TABLE "GiftDesignTranslation" (
    "designId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GiftDesignTranslation_pkey" PRIMARY KEY ("designId","locale")
);

-- CreateIndex
CREATE INDEX "GiftDesign_deletedAt_sortOrder_idx" ON "GiftDesign"("deletedAt", "sortOrder");

-- CreateIndex
CREATE INDEX "GiftDesignOccasion_tagId_idx" ON "GiftDesignOccasion"("tagId");

-- CreateIndex
CREATE INDEX "GiftDesignTranslation_locale_idx" ON "GiftDesignTranslation"("locale");

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_designId_fkey" FOREIGN KEY ("designId") REFERENCES "GiftDesign"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_designId_fkey" FOREIGN KEY ("designId") REFERENCES "GiftDesign"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GiftDesignOccasion" ADD CONSTRAINT "GiftDesignOccasion_designId_fkey" FOREIGN KEY ("designId") REFERENCES "GiftDesign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GiftDesignOccasion" ADD CONSTRAINT "GiftDesignOccasion_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "Tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GiftDesignTranslation" ADD CONSTRAINT "GiftDesignTranslation_designId_fkey" FOREIGN KEY ("designId") REFERENCES "GiftDesign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
