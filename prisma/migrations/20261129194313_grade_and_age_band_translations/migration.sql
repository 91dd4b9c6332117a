-- CreateTable
CREATE TABLE "TourGradeTranslation" (
    "tourGradeId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TourGradeTranslation_pkey" PRIMARY KEY ("tourGradeId","locale")
);

-- CreateTable
CREATE TABLE "AgeBandTranslation" (
    "ageBandId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "label" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AgeBandTranslation_pkey" PRIMARY KEY ("ageBandId","locale")
);

-- CreateIndex
CREATE INDEX "TourGradeTranslation_locale_idx" ON "TourGradeTranslation"("locale");

-- CreateIndex
CREATE INDEX "AgeBandTranslation_locale_idx" ON "AgeBandTranslation"("locale");

-- AddForeignKey
ALTER TABLE "TourGradeTranslation" ADD CONSTRAINT "TourGradeTranslation_tourGradeId_fkey" FOREIGN KEY ("tourGradeId") REFERENCES "TourGrade"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AgeBandTranslation" ADD CONSTRAINT "AgeBandTranslation_ageBandId_fkey" FOREIGN KEY ("ageBandId") REFERENCES "AgeBand"("id") ON DELETE CASCADE ON UPDATE CASCADE;
