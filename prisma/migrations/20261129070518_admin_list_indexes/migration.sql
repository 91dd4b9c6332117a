-- CreateIndex
CREATE INDEX "User_role_createdAt_id_idx" ON "User"("role", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Order_createdAt_id_idx" ON "Order"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Voucher_createdAt_id_idx" ON "Voucher"("createdAt" DESC, "id" DESC);
