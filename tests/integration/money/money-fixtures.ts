import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import type { DatabaseClient } from '@/server/db';

/** A unique suffix, so fixtures of one file never collide. */
export function createKey(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

/** A customer; an opening balance arrives as a ledger credit, so the books balance. */
export async function createCustomer(db: DatabaseClient, openingBalanceCents = 0): Promise<{ id: string; email: string }> {
  const email = `${createKey('customer')}@example.com`;
  const customer = await db.user.create({
    data: { email, firstName: 'Casey', lastName: 'Buyer', passwordHash: 'not-used' },
    select: { id: true, email: true },
  });
  if (openingBalanceCents > 0) {
    await recordBalanceEntry(
      { userId: customer.id, kind: 'REFUND', amountCents: openingBalanceCents, idempotencyKey: createKey('opening'), reference: 'Opening balance' },
      db,
    );
  }
  return customer;
}

/** A custom experience with one grade and one weekly slot of the given capacity. */
export async function createExperienceWithSlot(
  db: DatabaseClient,
  capacity: number,
): Promise<{ productId: string; tourGradeId: string; slotId: string }> {
  const slug = createKey('experience');
  const product = await db.product.create({
    data: {
      kind: 'EXPERIENCE',
      slug,
      title: 'Harbour kayak tour',
      description: 'Paddle at sunrise.',
      priceCents: 9_000,
      tourGrades: { create: { code: 'STANDARD', title: 'Standard' } },
      availabilitySlots: { create: { weekday: 6, startTime: '09:00', capacity } },
    },
    select: { id: true, tourGrades: { select: { id: true } }, availabilitySlots: { select: { id: true } } },
  });
  const [tourGrade] = product.tourGrades;
  const [slot] = product.availabilitySlots;
  if (!tourGrade || !slot) throw new Error('The fixture product lacks its grade or slot');
  return { productId: product.id, tourGradeId: tourGrade.id, slotId: slot.id };
}

export async function createOrder(db: DatabaseClient, fields: { idempotencyKey?: string; totalCents?: number } = {}): Promise<{ id: string }> {
  const totalCents = fields.totalCents ?? 10_000;
  return db.order.create({
    data: {
      number: createKey('order'),
      idempotencyKey: fields.idempotencyKey ?? createKey('checkout'),
      email: 'buyer@example.com',
      buyerName: 'Casey Buyer',
      subtotalCents: totalCents,
      totalCents,
      termsVersion: '2020-07-01',
      termsAcceptedAt: new Date(),
    },
    select: { id: true },
  });
}

export async function createBooking(db: DatabaseClient, userId: string): Promise<{ id: string }> {
  const { productId, tourGradeId } = await createExperienceWithSlot(db, 10);
  return db.booking.create({
    data: {
      reference: createKey('booking'),
      userId,
      productId,
      tourGradeId,
      serviceType: 'CUSTOM',
      travelDate: new Date('2026-12-12T00:00:00Z'),
      totalCents: 9_000,
    },
    select: { id: true },
  });
}

/** Awaits a write the database must refuse, and checks the refusal names the rule that refused it. */
export async function expectRefused(write: Promise<unknown>, rule: RegExp): Promise<void> {
  const error: unknown = await write.then(
    () => undefined,
    (refusal: unknown) => refusal,
  );
  expect(error, `expected the database to refuse with ${rule}`).toBeInstanceOf(Error);
  expect(String(error instanceof Error ? `${error.message} ${JSON.stringify(error)}` : error)).toMatch(rule);
}
