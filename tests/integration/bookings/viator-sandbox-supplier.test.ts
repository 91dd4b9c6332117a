import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cancelBooking } from '@/domains/bookings/server/cancellation';
import { placeBooking } from '@/domains/bookings/server/checkout';
import type { SupplierDeparture } from '@/domains/bookings/server/supplier';
import { getExperienceSupplier } from '@/domains/bookings/server/suppliers';
import { createViatorSandboxSupplier } from '@/domains/bookings/server/viator-sandbox-supplier';
import { getDatabase } from '@/server/db';
import { createCustomer } from '../money/money-fixtures';
import { createBookableExperience } from './booking-fixtures';

// 12:00 in Vancouver on Wednesday 25 November 2026: with the 21-day lead time the first bookable date is 16 December.
const NOW = new Date('2026-11-25T20:00:00Z');
const now = () => NOW;

async function createViatorExperience(fields: { withSlots: boolean }): Promise<{ productId: string; slug: string }> {
  const experience = await createBookableExperience(getDatabase(), { serviceType: 'VIATOR' });
  await getDatabase().product.update({ where: { id: experience.productId }, data: { supplierProductCode: '5010SYD' } });
  if (!fields.withSlots) await getDatabase().availabilitySlot.deleteMany({ where: { productId: experience.productId } });
  return experience;
}

function departureOf(productId: string, fields: Partial<SupplierDeparture> = {}): SupplierDeparture {
  return {
    productId,
    productCode: '5010SYD',
    tourGradeCode: 'STANDARD',
    travelDate: '2026-12-17',
    startTime: null,
    travellers: [
      { ageBandCode: 'ADULT', count: 2 },
      { ageBandCode: 'CHILD', count: 1 },
    ],
    ...fields,
  };
}

describe('the Viator sandbox', () => {
  it('is the Viator supplier when VIATOR_API_URL is unset', () => {
    expect(process.env.VIATOR_API_URL).toBeUndefined();
    expect(getExperienceSupplier('VIATOR').serviceType).toBe('VIATOR');
    expect(getExperienceSupplier('VIATOR')).toBe(getExperienceSupplier('VIATOR'));
  });

  it("offers every day after the lead time at the shop's own grade prices", async () => {
    const { productId } = await createViatorExperience({ withSlots: false });
    const supplier = createViatorSandboxSupplier({ now });
    // 2 × 89.00 + 62.30, a Thursday with no weekly slot: a product without slots runs every day.
    expect(await supplier.checkAvailability(departureOf(productId))).toEqual({ available: true, totalCents: 24_030 });
    expect(await supplier.checkAvailability(departureOf(productId, { travelDate: '2026-12-15' }))).toEqual({ available: false, reason: 'not_operating' });
    expect(await supplier.checkAvailability(departureOf(productId, { travellers: [{ ageBandCode: 'CHILD', count: 2 }] }))).toEqual({
      available: false,
      reason: 'party_not_accepted',
    });
    // A real hold, named after the booking reference: the same reference is the same hold.
    const privatePair = { ...departureOf(productId, { tourGradeCode: 'PRIVATE', travellers: [{ ageBandCode: 'ADULT', count: 2 }] }), reference: 'BKG-HOLD0001' };
    const hold = { holdRef: 'SANDBOX-HOLD-BKG-HOLD0001', totalCents: 32_040, expiresAt: new Date(NOW.getTime() + 30 * 60_000) };
    expect(await supplier.holdPrice(privatePair)).toEqual(hold);
    expect(await createViatorSandboxSupplier({ now }).holdPrice(privatePair)).toEqual(hold);
    await expect(supplier.holdPrice({ ...departureOf(productId, { tourGradeCode: 'PRIVATE' }), reference: 'BKG-HOLD0002' })).rejects.toMatchObject({
      code: 'supplier_refused',
    });
  });

  it("keeps to the product's weekly hours when it has some", async () => {
    const { productId } = await createViatorExperience({ withSlots: true });
    const supplier = createViatorSandboxSupplier({ now });
    expect(await supplier.checkAvailability(departureOf(productId))).toEqual({ available: false, reason: 'not_operating' });
    expect(await supplier.checkAvailability(departureOf(productId, { travelDate: '2026-12-19', startTime: '09:00' }))).toEqual({
      available: true,
      totalCents: 24_030,
    });
    expect(await supplier.checkAvailability(departureOf(productId, { travelDate: '2026-12-19', startTime: '11:00' }))).toEqual({
      available: false,
      reason: 'not_operating',
    });
  });

  it('confirms at once, answers the same booking for the same reference, and refunds a cancellation in full', async () => {
    const { productId, slug } = await createViatorExperience({ withSlots: false });
    const customer = await createCustomer(getDatabase(), 50_000);
    const supplier = createViatorSandboxSupplier({ now });
    const selection = {
      productSlug: slug,
      tourGradeCode: 'STANDARD',
      travelDate: '2026-12-17',
      startTime: null,
      travellers: [{ ageBandCode: 'ADULT', count: 2 }],
    };
    const outcome = await placeBooking(selection, { userId: customer.id, idempotencyKey: randomUUID().replaceAll('-', ''), termsAccepted: true, now: NOW, supplier });
    expect(outcome).toMatchObject({ status: 'confirmed', totalCents: 17_800 });
    const booking = await getDatabase().booking.findUniqueOrThrow({ where: { reference: outcome.reference }, select: { id: true, status: true, supplierRef: true, priceHoldRef: true } });
    expect(booking).toMatchObject({ status: 'CONFIRMED', supplierRef: `SANDBOX-${outcome.reference}`, priceHoldRef: `SANDBOX-HOLD-${outcome.reference}` });
    expect(await supplier.getBookingStatus({ reference: outcome.reference, supplierRef: booking.supplierRef })).toEqual({
      status: 'confirmed',
      supplierRef: booking.supplierRef,
      totalCents: 17_800,
    });

    // A retried call with the same partner reference (another instance, after a restart) is the same booking.
    const request = {
      ...departureOf(productId, { travellers: [{ ageBandCode: 'ADULT', count: 2 }] }),
      reference: outcome.reference,
      holdRef: null,
      leadTraveller: { firstName: 'Ada', lastName: 'Lovelace', email: customer.email, phone: null },
    };
    expect(await createViatorSandboxSupplier({ now }).book(request)).toEqual({ status: 'confirmed', supplierRef: booking.supplierRef, totalCents: 17_800 });
    // Prices changed since: the booking already made keeps its price.
    await getDatabase().tourGradePrice.updateMany({ where: { tourGrade: { productId } }, data: { priceCents: 1_000 } });
    expect(await supplier.book(request)).toEqual({ status: 'confirmed', supplierRef: booking.supplierRef, totalCents: 17_800 });

    expect(await supplier.cancel({ reference: outcome.reference, supplierRef: booking.supplierRef, shopRefundCents: 17_800 })).toEqual({ refundCents: 17_800 });
    expect(await cancelBooking(booking.id, { userId: customer.id, now: NOW, supplier })).toMatchObject({ status: 'cancelled' });
    const after = await getDatabase().user.findUniqueOrThrow({ where: { id: customer.id }, select: { balanceCents: true } });
    expect(after.balanceCents).toBe(50_000);
  });

  it('refuses to book a departure it does not run', async () => {
    const { productId } = await createViatorExperience({ withSlots: true });
    const request = {
      ...departureOf(productId),
      reference: `BK-${randomUUID()}`,
      holdRef: null,
      leadTraveller: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null },
    };
    await expect(createViatorSandboxSupplier({ now }).book(request)).rejects.toMatchObject({ code: 'supplier_refused' });
  });
});
