-- DropIndex
DROP INDEX "Product_kind_published_sortOrder_idx";

-- CreateIndex
CREATE INDEX "Product_kind_published_popularity_sortOrder_id_idx" ON "Product"("kind", "published", "popularity" DESC, "sortOrder", "id");

-- CreateIndex
CREATE INDEX "Product_kind_published_sortOrder_popularity_id_idx" ON "Product"("kind", "published", "sortOrder", "popularity" DESC, "id");

-- CreateIndex
CREATE INDEX "Product_kind_published_priceCents_popularity_id_idx" ON "Product"("kind", "published", "priceCents", "popularity" DESC, "id");

-- CreateIndex
CREATE INDEX "Product_kind_published_priceCents_desc_popularity_id_idx" ON "Product"("kind", "published", "priceCents" DESC, "popularity" DESC, "id");

-- CreateIndex
CREATE INDEX "Product_kind_published_createdAt_sortOrder_id_idx" ON "Product"("kind", "published", "createdAt" DESC, "sortOrder", "id");
