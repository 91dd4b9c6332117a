import { describe, expect, it } from 'vitest';
import { createCustomSupplier } from '@/domains/bookings/server/custom-supplier';
import { reserveSlotSeats } from '@/domains/bookings/server/repository';
import type { SupplierDeparture } from '@/domains/bookings/server/supplier';
import { getExperienceSupplier } from '@/domains/bookings/server/suppliers';
import { getDatabase } from '@/server/db';
import { createBookableExperience, toDbDate } from './booking-fixtures';

// Wednesday 25 November 2026, 09:00 in Vancouver: the first bookable date is 16 December.
const now = () => new Date('2026-11-25T17:00:00Z');

function departureOf(productId: string, fields: Partial<SupplierDeparture> = {}): SupplierDeparture {
  return {
    productId,
    productCode: null,
    tourGradeCode: 'STANDARD',
    travelDate: '2026-12-19',
    startTime: '14:00',
    travellers: [
      { ageBandCode: 'ADULT', count: 2 },
      { ageBandCode: 'CHILD', count: 1 },
    ],
    ...fields,
  };
}

describe('the custom supplier', () => {
  it("answers from the shop's own slots, occupancy and prices", async () => {
    const experience = await createBookableExperience(getDatabase());
    const supplier = createCustomSupplier({ now });
    expect(await supplier.checkAvailability(departureOf(experience.productId))).toEqual({ available: true, totalCents: 24_030 });
    await reserveSlotSeats(getDatabase(), { slotId: experience.saturdayAfternoonSlotId, date: toDbDate('2026-12-19'), seats: 2 });
    // Two of the four seats are held: a party of three no longer fits, one of two does.
    expect(await supplier.checkAvailability(departureOf(experience.productId))).toEqual({ available: false, reason: 'sold_out' });
    expect(await supplier.checkAvailability(departureOf(experience.productId, { travellers: [{ ageBandCode: 'ADULT', count: 2 }] }))).toEqual({
      available: true,
      totalCents: 17_800,
    });
  });

  it('refuses dates inside the lead time, blackouts, hours it does not run and parties it does not take', async () => {
    const { productId } = await createBookableExperience(getDatabase());
    const supplier = createCustomSupplier({ now });
    expect(await supplier.checkAvailability(departureOf(productId, { travelDate: '2026-12-12' }))).toEqual({ available: false, reason: 'not_operating' });
    expect(await supplier.checkAvailability(departureOf(productId, { travelDate: '2026-12-26' }))).toEqual({ available: false, reason: 'not_operating' });
    expect(await supplier.checkAvailability(departureOf(productId, { startTime: '11:00' }))).toEqual({ available: false, reason: 'not_operating' });
    expect(await supplier.checkAvailability(departureOf(productId, { travellers: [{ ageBandCode: 'CHILD', count: 2 }] }))).toEqual({
      available: false,
      reason: 'party_not_accepted',
    });
  });

  it('holds nothing, books a request for staff, and refunds what the shop terms say', async () => {
    const { productId } = await createBookableExperience(getDatabase());
    const supplier = getExperienceSupplier('CUSTOM');
    expect(supplier.serviceType).toBe('CUSTOM');
    expect(await supplier.holdPrice({ ...departureOf(productId), reference: 'CGE-B-2001' })).toEqual({ holdRef: null, totalCents: 24_030, expiresAt: null });
    await expect(supplier.holdPrice({ ...departureOf(productId, { tourGradeCode: 'PRIVATE' }), reference: 'CGE-B-2001' })).rejects.toMatchObject({ code: 'supplier_refused' });
    const request = {
      ...departureOf(productId),
      reference: 'CGE-B-2001',
      holdRef: null,
      leadTraveller: { firstName: 'Casey', lastName: 'Buyer', email: 'casey@example.com', phone: null },
    };
    expect(await supplier.book(request)).toEqual({ status: 'requested' });
    expect(await supplier.getBookingStatus({ reference: 'CGE-B-2001', supplierRef: null })).toEqual({ status: 'requested' });
    expect(await supplier.cancel({ reference: 'CGE-B-2001', supplierRef: null, shopRefundCents: 24_030 })).toEqual({ refundCents: 24_030 });
  });

  it('does not answer for a viator product', async () => {
    const { productId } = await createBookableExperience(getDatabase(), { serviceType: 'VIATOR' });
    await expect(createCustomSupplier({ now }).checkAvailability(departureOf(productId))).rejects.toMatchObject({ code: 'not_found' });
    expect(getExperienceSupplier('VIATOR').serviceType).toBe('VIATOR');
  });
});
