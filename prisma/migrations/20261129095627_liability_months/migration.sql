-- CreateTable
CREATE TABLE "LiabilityMonth" (
    "month" VARCHAR(7) NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "ready" BOOLEAN NOT NULL DEFAULT false,
    "issuedCents" BIGINT NOT NULL DEFAULT 0,
    "issuedCount" INTEGER NOT NULL DEFAULT 0,
    "activatedCents" BIGINT NOT NULL DEFAULT 0,
    "activatedCount" INTEGER NOT NULL DEFAULT 0,
    "cancelledCents" BIGINT NOT NULL DEFAULT 0,
    "cancelledCount" INTEGER NOT NULL DEFAULT 0,
    "creditsCents" BIGINT NOT NULL DEFAULT 0,
    "debitsCents" BIGINT NOT NULL DEFAULT 0,
    "entryCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LiabilityMonth_pkey" PRIMARY KEY ("month")
);

-- CreateIndex
CREATE INDEX "BalanceEntry_createdAt_idx" ON "BalanceEntry"("createdAt");

-- CreateIndex
CREATE INDEX "Voucher_activatedAt_idx" ON "Voucher"("activatedAt");

-- CreateIndex
CREATE INDEX "VoucherEvent_kind_createdAt_idx" ON "VoucherEvent"("kind", "createdAt");

-- An activation date only on an activated voucher (the other direction is
-- "Voucher_activated_has_activatedAt"): the vouchers still ISSUED are then exactly those issued,
-- less those activated, voided or refunded, which the liability report's totals rely on.
ALTER TABLE "Voucher" ADD CONSTRAINT "Voucher_activatedAt_only_activated" CHECK ("activatedAt" IS NULL OR "status" = 'ACTIVATED');

-- The shop keeps its books in Toronto months (timestamps are stored as UTC).
CREATE FUNCTION "liability_month_of"("at" timestamp) RETURNS text LANGUAGE sql STABLE AS E'
  SELECT to_char(("at" AT TIME ZONE ''UTC'') AT TIME ZONE ''America/Toronto'', ''YYYY-MM'')';

-- A write that changes a closed month's sums makes its cached row stale, in the writer's
-- transaction: the version tells a report that summed before the write not to store its sums.
-- Months from the current one on are never cached, so ordinary writes (dated now) skip this.
-- clock_timestamp, not now(): a transaction that began last month and writes into it after the
-- month turned still invalidates it.
CREATE FUNCTION "liability_forget_months"("months" text[]) RETURNS void LANGUAGE sql AS E'
  INSERT INTO "LiabilityMonth" ("month", "version")
  SELECT DISTINCT "m", 1 FROM unnest("months") "m"
  WHERE "m" IS NOT NULL AND "m" < to_char(clock_timestamp() AT TIME ZONE ''America/Toronto'', ''YYYY-MM'')
  ORDER BY 1
  ON CONFLICT ("month") DO UPDATE SET "version" = "LiabilityMonth"."version" + 1, "ready" = false';

-- A TRUNCATE of a summed table leaves no month's sums standing.
CREATE FUNCTION "liability_forget_all"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "LiabilityMonth" SET "version" = "version" + 1, "ready" = false\x3B
  RETURN NULL\x3B
END';

-- The ledger only grows (see "BalanceEntry_append_only"): an entry counts in its month.
CREATE FUNCTION "liability_forget_balance_entries"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM "liability_forget_months"(ARRAY(SELECT DISTINCT "liability_month_of"("createdAt") FROM "added_rows"))\x3B
  RETURN NULL\x3B
END';
CREATE TRIGGER "BalanceEntry_liability_months" AFTER INSERT ON "BalanceEntry"
  REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "liability_forget_balance_entries"();
CREATE TRIGGER "BalanceEntry_liability_truncate" AFTER TRUNCATE ON "BalanceEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "liability_forget_all"();

-- A voucher counts as issued in the month of "createdAt", activated in that of "activatedAt", and
-- voided or refunded in the month of its latest VOIDED or REFUNDED event (else of "createdAt").
-- An update touches a month only when one of those, the value or the status moves, so an
-- activation (dated now) leaves the month the voucher was issued in cached.
CREATE FUNCTION "liability_forget_vouchers"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM "liability_forget_months"(ARRAY(
      SELECT "liability_month_of"("createdAt") FROM "new_rows"
      UNION SELECT "liability_month_of"("activatedAt") FROM "new_rows" WHERE "activatedAt" IS NOT NULL))\x3B
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM "liability_forget_months"(ARRAY(
      SELECT "liability_month_of"("createdAt") FROM "old_rows"
      UNION SELECT "liability_month_of"("activatedAt") FROM "old_rows" WHERE "activatedAt" IS NOT NULL))\x3B
  ELSE
    PERFORM "liability_forget_months"(ARRAY(
      WITH "moved" AS (
        SELECT o."id", o."createdAt" AS "oldCreatedAt", n."createdAt" AS "newCreatedAt", o."activatedAt" AS "oldActivatedAt", n."activatedAt" AS "newActivatedAt",
               o."createdAt" <> n."createdAt" OR o."valueCents" <> n."valueCents" AS "issueMoved",
               o."activatedAt" IS DISTINCT FROM n."activatedAt" OR o."valueCents" <> n."valueCents" AS "activationMoved",
               (o."status" IN (''VOID'', ''REFUNDED'') OR n."status" IN (''VOID'', ''REFUNDED''))
                 AND (o."status" <> n."status" OR o."valueCents" <> n."valueCents" OR o."createdAt" <> n."createdAt") AS "cancellationMoved"
        FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      )
      SELECT "liability_month_of"("oldCreatedAt") FROM "moved" WHERE "issueMoved" OR "cancellationMoved"
      UNION SELECT "liability_month_of"("newCreatedAt") FROM "moved" WHERE "issueMoved" OR "cancellationMoved"
      UNION SELECT "liability_month_of"("oldActivatedAt") FROM "moved" WHERE "activationMoved" AND "oldActivatedAt" IS NOT NULL
      UNION SELECT "liability_month_of"("newActivatedAt") FROM "moved" WHERE "activationMoved" AND "newActivatedAt" IS NOT NULL
      UNION SELECT "liability_month_of"(e."createdAt") FROM "moved" JOIN "VoucherEvent" e ON e."voucherId" = "moved"."id"
        WHERE "moved"."cancellationMoved" AND e."kind" IN (''VOIDED'', ''REFUNDED'')))\x3B
  END IF\x3B
  RETURN NULL\x3B
END';
CREATE TRIGGER "Voucher_liability_insert" AFTER INSERT ON "Voucher"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "liability_forget_vouchers"();
CREATE TRIGGER "Voucher_liability_update" AFTER UPDATE ON "Voucher"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "liability_forget_vouchers"();
CREATE TRIGGER "Voucher_liability_delete" AFTER DELETE ON "Voucher"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "liability_forget_vouchers"();
CREATE TRIGGER "Voucher_liability_truncate" AFTER TRUNCATE ON "Voucher"
  FOR EACH STATEMENT EXECUTE FUNCTION "liability_forget_all"();

-- A VOIDED or REFUNDED event can move a voided or refunded voucher from one month to another:
-- the months of the event, of the voucher's other such events and of its issue are touched.
CREATE FUNCTION "liability_forget_event_changes"("voucherIds" text[], "eventTimes" timestamp[]) RETURNS void LANGUAGE sql AS E'
  SELECT "liability_forget_months"(ARRAY(
    WITH "cancelled" AS (
      SELECT v."id", v."createdAt" FROM "Voucher" v WHERE v."id" = ANY("voucherIds") AND v."status" IN (''VOID'', ''REFUNDED'')
    )
    SELECT "liability_month_of"(c."at") FROM unnest("voucherIds", "eventTimes") AS c("voucherId", "at") WHERE c."voucherId" IN (SELECT "id" FROM "cancelled")
    UNION SELECT "liability_month_of"("createdAt") FROM "cancelled"
    UNION SELECT "liability_month_of"(e."createdAt") FROM "VoucherEvent" e
      WHERE e."voucherId" IN (SELECT "id" FROM "cancelled") AND e."kind" IN (''VOIDED'', ''REFUNDED'')))';
CREATE FUNCTION "liability_forget_voucher_events"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  "ids" text[]\x3B
  "times" timestamp[]\x3B
BEGIN
  IF TG_OP = ''INSERT'' THEN
    SELECT array_agg("voucherId"), array_agg("createdAt") INTO "ids", "times" FROM "new_rows" WHERE "kind" IN (''VOIDED'', ''REFUNDED'')\x3B
  ELSIF TG_OP = ''DELETE'' THEN
    SELECT array_agg("voucherId"), array_agg("createdAt") INTO "ids", "times" FROM "old_rows" WHERE "kind" IN (''VOIDED'', ''REFUNDED'')\x3B
  ELSE
    SELECT array_agg("voucherId"), array_agg("createdAt") INTO "ids", "times" FROM (
      SELECT "voucherId", "createdAt" FROM "new_rows" WHERE "kind" IN (''VOIDED'', ''REFUNDED'')
      UNION ALL SELECT "voucherId", "createdAt" FROM "old_rows" WHERE "kind" IN (''VOIDED'', ''REFUNDED'')) "changed"\x3B
  END IF\x3B
  IF "ids" IS NOT NULL THEN
    PERFORM "liability_forget_event_changes"("ids", "times")\x3B
  END IF\x3B
  RETURN NULL\x3B
END';
CREATE TRIGGER "VoucherEvent_liability_insert" AFTER INSERT ON "VoucherEvent"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "liability_forget_voucher_events"();
CREATE TRIGGER "VoucherEvent_liability_update" AFTER UPDATE ON "VoucherEvent"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "liability_forget_voucher_events"();
CREATE TRIGGER "VoucherEvent_liability_delete" AFTER DELETE ON "VoucherEvent"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "liability_forget_voucher_events"();
CREATE TRIGGER "VoucherEvent_liability_truncate" AFTER TRUNCATE ON "VoucherEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION "liability_forget_all"();
