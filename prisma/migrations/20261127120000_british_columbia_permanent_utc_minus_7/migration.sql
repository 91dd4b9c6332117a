-- British Columbia stays on UTC−7 all year from 1 November 2026 (IANA time-zone data 2026c). Until
-- this release the shop ran on Node 20 (data 2025c), which still moved America/Vancouver to UTC−8
-- each November until March, so every local hour in those months was stored one hour late. This
-- moves the stored instants back. The local dates and hours they came from do not change
-- (docs/adr/0020-node-24-and-time-zone-data.md). The other BC zones (Creston, Dawson Creek, Fort
-- Nelson) were on UTC−7 already. Plain arithmetic, so the database's own zone data plays no part.

-- The months the old data put Vancouver on UTC−8, in UTC: from 2:00 PDT on the first Sunday of
-- November to 2:00 PST on the second Sunday of March. Deliveries are at most a year ahead.
CREATE TEMPORARY TABLE "tz2026c_old_standard_time" ("startsAt" TIMESTAMP(3) NOT NULL, "endsAt" TIMESTAMP(3) NOT NULL);
INSERT INTO "tz2026c_old_standard_time" VALUES
  ('2026-11-01 09:00', '2027-03-14 10:00'),
  ('2027-11-07 09:00', '2028-03-12 10:00'),
  ('2028-11-05 09:00', '2029-03-11 10:00');

-- Bookings keep their local date and hour, so only a start stored by the old rules (local + 8 h)
-- moves to local + 7 h: running this twice changes nothing more.
UPDATE "Booking" AS b
SET "startsAt" = b."travelDate" + COALESCE(b."startTime", '00:00')::time + INTERVAL '7 hours'
FROM "Product" AS p
WHERE p."id" = b."productId"
  AND p."timeZone" = 'America/Vancouver'
  AND b."travelDate" >= DATE '2026-11-01'
  AND b."startsAt" = b."travelDate" + COALESCE(b."startTime", '00:00')::time + INTERVAL '8 hours';

-- Scheduled voucher e-mails keep only their instant: each one inside the old UTC−8 months moves an
-- hour earlier, with the voucher that copies it and its queued e-mail.
CREATE TEMPORARY TABLE "tz2026c_moved_line" AS
SELECT i."id", i."deliverAt" AS "oldDeliverAt"
FROM "OrderItem" AS i
JOIN "tz2026c_old_standard_time" AS w ON i."deliverAt" >= w."startsAt" AND i."deliverAt" < w."endsAt"
WHERE i."deliveryTimeZone" = 'America/Vancouver';

CREATE TEMPORARY TABLE "tz2026c_moved_email" AS
SELECT e."id"
FROM "OutboxEmail" AS e
JOIN "Voucher" AS v ON v."deliveryEmailId" = e."id"
JOIN "tz2026c_moved_line" AS l ON l."id" = v."orderItemId"
WHERE e."status" = 'QUEUED' AND e."sendAfter" = l."oldDeliverAt";

UPDATE "OutboxEmail" SET "sendAfter" = "sendAfter" - INTERVAL '1 hour'
WHERE "id" IN (SELECT "id" FROM "tz2026c_moved_email");

UPDATE "Voucher" AS v SET "deliverAt" = v."deliverAt" - INTERVAL '1 hour'
FROM "tz2026c_moved_line" AS l
WHERE v."orderItemId" = l."id" AND v."deliverAt" = l."oldDeliverAt";

UPDATE "OrderItem" SET "deliverAt" = "deliverAt" - INTERVAL '1 hour'
WHERE "id" IN (SELECT "id" FROM "tz2026c_moved_line");

-- Their pg-boss jobs follow in scripts/lib/align-scheduled-mail-jobs.ts, run after migrations:
-- Prisma's driver adapter splits a script at every semicolon, so no PL/pgSQL block can check here
-- whether pg-boss has made its tables yet.

DROP TABLE "tz2026c_moved_email", "tz2026c_moved_line", "tz2026c_old_standard_time";
