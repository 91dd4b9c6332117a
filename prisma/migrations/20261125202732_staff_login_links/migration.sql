-- CreateTable
CREATE TABLE "StaffLoginLink" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "staffId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffLoginLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StaffLoginLink_tokenHash_key" ON "StaffLoginLink"("tokenHash");

-- CreateIndex
CREATE INDEX "StaffLoginLink_customerId_idx" ON "StaffLoginLink"("customerId");

-- AddForeignKey
ALTER TABLE "StaffLoginLink" ADD CONSTRAINT "StaffLoginLink_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffLoginLink" ADD CONSTRAINT "StaffLoginLink_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
