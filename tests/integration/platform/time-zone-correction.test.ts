import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CheckoutInput, RecipientTimeZone } from '@/domains/orders/schemas';
import { placeOrder } from '@/domains/orders/server/place-order';
import { placeBooking } from '@/domains/bookings/server/checkout';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { disconnectDatabase, getDatabase } from '@/server/db';
import { alignScheduledMailJobs } from '../../../scripts/lib/align-scheduled-mail-jobs';
import { createBookableExperience } from '../bookings/booking-fixtures';
import { createCustomer } from '../money/money-fixtures';

// The one-off correction of instants stored with the time-zone data of before 2026c (ADR 0020).
const correction = readFileSync(new URL('../../../prisma/migrations/20261127120000_british_columbia_permanent_utc_minus_7/migration.sql', import.meta.url), 'utf8');
const NOW = new Date('2026-11-25T20:00:00Z');
const HOUR = 3_600_000;

/** As `applyMigrations` does: the migration, statement by statement, then the jobs follow their e-mails. */
async function applyCorrection(): Promise<number> {
  for (const statement of correction.split(';').map((part) => part.trim()).filter(Boolean)) {
    await getDatabase().$executeRawUnsafe(statement);
  }
  // The embedded database serves one connection at a time: the script's own client goes alone.
  await disconnectDatabase();
  return alignScheduledMailJobs(process.env.DATABASE_URL ?? '');
}

async function placeScheduledGift(date: string, timeZone: RecipientTimeZone): Promise<string> {
  const gift = await getDatabase().product.create({
    data: { kind: 'GIFT_VOUCHER', slug: `gift-${randomUUID()}`, title: 'Harbour cruise', description: 'A gift.', priceCents: 5_000, published: true },
  });
  const input: CheckoutInput = {
    idempotencyKey: randomUUID(),
    lines: [
      {
        productId: gift.id,
        shownPriceCents: 5_000,
        personalisation: {
          recipientName: 'Zoë',
          message: '',
          delivery: { method: 'email', recipientEmail: 'zoe@example.com', schedule: { when: 'scheduled', date, hour: 9, timeZone } },
        },
      },
    ],
    buyerName: 'Casey Buyer',
    buyerEmail: 'casey@example.com',
    acceptTerms: true,
    notifyOnActivation: false,
    shownTotalCents: 5_000,
    card: { cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' },
  };
  const result = await placeOrder(input, { userId: null, now: NOW });
  expect(result.status).toBe('fulfilled');
  return (await getDatabase().orderItem.findFirstOrThrow({ where: { productId: gift.id }, select: { id: true } })).id;
}

type DeliveryInstants = { line: string; voucher: string; email: string; job: string };

async function readDeliveryInstants(orderItemId: string): Promise<DeliveryInstants> {
  const db = getDatabase();
  const item = await db.orderItem.findUniqueOrThrow({ where: { id: orderItemId }, select: { deliverAt: true } });
  const voucher = await db.voucher.findFirstOrThrow({ where: { orderItemId }, select: { deliverAt: true, deliveryEmailId: true } });
  const email = await db.outboxEmail.findUniqueOrThrow({ where: { id: voucher.deliveryEmailId ?? '' }, select: { sendAfter: true } });
  const [job] = await db.$queryRawUnsafe<{ start_after: Date }[]>(
    "SELECT start_after FROM pgboss.job WHERE state = 'created' AND data ->> 'emailId' = $1",
    voucher.deliveryEmailId,
  );
  return {
    line: item.deliverAt?.toISOString() ?? '',
    voucher: voucher.deliverAt?.toISOString() ?? '',
    email: email.sendAfter?.toISOString() ?? '',
    job: job?.start_after.toISOString() ?? '',
  };
}

/** What Node 20's time-zone data stored: every instant of the delivery an hour later. */
async function storeAsTheOldRulesDid(orderItemId: string): Promise<void> {
  const db = getDatabase();
  const voucher = await db.voucher.findFirstOrThrow({ where: { orderItemId }, select: { deliveryEmailId: true } });
  await db.$executeRawUnsafe(`UPDATE "OrderItem" SET "deliverAt" = "deliverAt" + INTERVAL '1 hour' WHERE id = $1`, orderItemId);
  await db.$executeRawUnsafe(`UPDATE "Voucher" SET "deliverAt" = "deliverAt" + INTERVAL '1 hour' WHERE "orderItemId" = $1`, orderItemId);
  await db.$executeRawUnsafe(`UPDATE "OutboxEmail" SET "sendAfter" = "sendAfter" + INTERVAL '1 hour' WHERE id = $1`, voucher.deliveryEmailId);
  await db.$executeRawUnsafe(`UPDATE pgboss.job SET start_after = start_after + INTERVAL '1 hour' WHERE data ->> 'emailId' = $1`, voucher.deliveryEmailId);
}

function everyInstant(iso: string): DeliveryInstants {
  return { line: iso, voucher: iso, email: iso, job: iso };
}

describe('the correction of instants stored before British Columbia moved to UTC−7 all year', () => {
  it('moves a 9:00 Vancouver delivery of 18 December back to 16:00 UTC, with its voucher, e-mail and job', async () => {
    const vancouver = await placeScheduledGift('2026-12-18', 'America/Vancouver');
    expect(await readDeliveryInstants(vancouver)).toEqual(everyInstant('2026-12-18T16:00:00.000Z'));
    await storeAsTheOldRulesDid(vancouver);
    expect(await readDeliveryInstants(vancouver)).toEqual(everyInstant('2026-12-18T17:00:00.000Z'));
    // Toronto's rules did not change; Vancouver in summer was UTC−7 under the old rules too.
    const toronto = await placeScheduledGift('2026-12-18', 'America/Toronto');
    const summer = await placeScheduledGift('2027-07-02', 'America/Vancouver');
    const [torontoBefore, summerBefore] = [await readDeliveryInstants(toronto), await readDeliveryInstants(summer)];

    expect(await applyCorrection()).toBe(1);

    expect(await readDeliveryInstants(vancouver)).toEqual(everyInstant('2026-12-18T16:00:00.000Z'));
    expect(await readDeliveryInstants(toronto)).toEqual(torontoBefore);
    expect(await readDeliveryInstants(summer)).toEqual(summerBefore);
  });

  it('moves a Vancouver booking after 1 November 2026 to its local hour on UTC−7, once, and leaves correct ones alone', async () => {
    const experience = await createBookableExperience(getDatabase());
    const customer = await createCustomer(getDatabase(), 100_000);
    const place = async (travelDate: string, startTime: string) => {
      const outcome = await placeBooking(
        { productSlug: experience.slug, tourGradeCode: 'STANDARD', travelDate, startTime, travellers: [{ ageBandCode: 'ADULT', count: 1 }] },
        { userId: customer.id, idempotencyKey: randomUUID(), termsAccepted: true, now: NOW },
      );
      if (outcome.status !== 'requested') throw new Error(`Expected a request, got ${outcome.status}`);
      return outcome.bookingId;
    };
    const readStart = async (id: string) => (await getDatabase().booking.findUniqueOrThrow({ where: { id }, select: { startsAt: true } })).startsAt?.toISOString();
    // Saturday 19 December, 09:00 in Vancouver: 16:00 UTC now, 17:00 UTC under the old rules.
    const stale = await place('2026-12-19', '09:00');
    const fresh = await place('2026-12-19', '14:00');
    expect(await readStart(stale)).toBe('2026-12-19T16:00:00.000Z');
    const staleStart = new Date(Date.parse('2026-12-19T16:00:00Z') + HOUR);
    await getDatabase().booking.update({ where: { id: stale }, data: { startsAt: staleStart } });

    await applyCorrection();
    await applyCorrection();

    expect(await readStart(stale)).toBe('2026-12-19T16:00:00.000Z');
    expect(await readStart(fresh)).toBe('2026-12-19T21:00:00.000Z');
  });
});
