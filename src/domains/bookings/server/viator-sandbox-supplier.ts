import 'server-only';
import { getFirstBookableDate, listBookableSlots } from '@/domains/bookings/lib/booking-calendar';
import { priceBooking, type BookingPriceResult } from '@/domains/bookings/lib/booking-price';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { readProductBookingData, type ProductBookingData } from './repository';
import { findBookingByReference } from './repository-bookings';
import type { ExperienceSupplier, SupplierAvailability, SupplierDeparture } from './supplier';

export type ViatorSandboxOptions = { db?: DatabaseClient; now?: () => Date };

/** Sandbox references name the shop's own reference, so every instance and restart answers the same one. */
const SANDBOX_REF_PREFIX = 'SANDBOX-';
const SANDBOX_HOLD_PREFIX = 'SANDBOX-HOLD-';
const HOLD_MINUTES = 30;

type Refusal = Extract<SupplierAvailability, { available: false }>['reason'];

function toTravellerCounts(departure: SupplierDeparture): Record<string, number> {
  return Object.fromEntries(departure.travellers.map(({ ageBandCode, count }) => [ageBandCode, count]));
}

/**
 * Viator's test environment, inside the shop, for development and e2e when VIATOR_API_URL is
 * unset (like the test payment gateway): every day after the lead time is available (only the
 * product's weekly hours when it has some), at the shop's own grade prices; a booking is confirmed
 * at once, and the same partner reference answers the same booking; a price hold is named after
 * the booking reference and lasts 30 minutes; cancelling refunds in full.
 * Nothing leaves the shop, so no development run can book a real experience.
 */
export function createViatorSandboxSupplier(options: ViatorSandboxOptions = {}): ExperienceSupplier {
  const now = options.now ?? (() => new Date());

  async function readDeparture(departure: SupplierDeparture): Promise<{ data: ProductBookingData; price: BookingPriceResult }> {
    const data = await readProductBookingData(getDatabase(options.db), {
      product: { id: departure.productId },
      month: departure.travelDate.slice(0, 7),
    });
    if (!data || data.serviceType !== 'VIATOR') throw new AppError('not_found', 'This experience is not booked through Viator.');
    return { data, price: priceBooking(data.priceRules, { tourGradeCode: departure.tourGradeCode, travellers: toTravellerCounts(departure) }) };
  }

  /** Why the departure does not run, or null when it does. */
  function findDepartureRefusal(data: ProductBookingData, departure: SupplierDeparture, travellers: number): Refusal | null {
    if (departure.travelDate < getFirstBookableDate(data.calendar, now())) return 'not_operating';
    if (data.calendar.slots.length === 0) return null;
    const slot = listBookableSlots(data.calendar, { month: departure.travelDate.slice(0, 7), now: now(), travellers }).find(
      (candidate) => candidate.date === departure.travelDate && candidate.startTime === departure.startTime,
    );
    if (!slot) return 'not_operating';
    return slot.fits ? null : 'sold_out';
  }

  return {
    serviceType: 'VIATOR',

    async checkAvailability(departure): Promise<SupplierAvailability> {
      const { data, price } = await readDeparture(departure);
      if (!price.ok) return { available: false, reason: 'party_not_accepted' };
      const refusal = findDepartureRefusal(data, departure, price.price.travellers);
      return refusal ? { available: false, reason: refusal } : { available: true, totalCents: price.price.totalCents };
    },

    // A hold named after the booking reference, like Viator's, valid as long as Viator's usually are.
    async holdPrice(request) {
      const { price } = await readDeparture(request);
      if (!price.ok) throw new AppError('supplier_refused', `This party cannot be booked: ${price.refusal.reason}.`);
      return { holdRef: `${SANDBOX_HOLD_PREFIX}${request.reference}`, totalCents: price.price.totalCents, expiresAt: new Date(now().getTime() + HOLD_MINUTES * 60_000) };
    },

    async book(request) {
      // A repeated partner reference is the booking already made: its row keeps the sandbox's answer.
      const existing = await findBookingByReference(getDatabase(options.db), request.reference);
      if (existing?.supplierRef) return { status: 'confirmed', supplierRef: existing.supplierRef, totalCents: existing.totalCents };
      const { data, price } = await readDeparture(request);
      if (!price.ok) throw new AppError('supplier_refused', `This party cannot be booked: ${price.refusal.reason}.`);
      const refusal = findDepartureRefusal(data, request, price.price.travellers);
      if (refusal) throw new AppError('supplier_refused', `This departure cannot be booked: ${refusal}.`);
      return { status: 'confirmed', supplierRef: `${SANDBOX_REF_PREFIX}${request.reference}`, totalCents: price.price.totalCents };
    },

    // The sandbox confirms at once, so a booking it took is confirmed whenever it is asked.
    async getBookingStatus(lookup) {
      const booking = await findBookingByReference(getDatabase(options.db), lookup.reference);
      if (!booking) throw new AppError('not_found', `The sandbox has no booking ${lookup.reference}.`);
      return { status: 'confirmed', supplierRef: booking.supplierRef ?? `${SANDBOX_REF_PREFIX}${booking.reference}`, totalCents: booking.totalCents };
    },

    async cancel(request) {
      return { refundCents: request.shopRefundCents };
    },
  };
}
