import 'server-only';
import { listBookableSlots } from '@/domains/bookings/lib/booking-calendar';
import { priceBooking, type BookingPriceResult } from '@/domains/bookings/lib/booking-price';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { readProductBookingData, type ProductBookingData } from './repository';
import type { ExperienceSupplier, SupplierAvailability, SupplierDeparture } from './supplier';

export type CustomSupplierOptions = { db?: DatabaseClient; now?: () => Date };

function toTravellerCounts(departure: SupplierDeparture): Record<string, number> {
  return Object.fromEntries(departure.travellers.map(({ ageBandCode, count }) => [ageBandCode, count]));
}

/**
 * Custom experiences: the shop is the supplier. Availability and price come from the product's
 * own weekly slots, occupancy and grade prices; booking makes a request that staff confirm or
 * decline (the seats and the balance are held by the booking service meanwhile); cancelling
 * refunds what the shop's terms say. Nothing leaves the shop.
 */
export function createCustomSupplier(options: CustomSupplierOptions = {}): ExperienceSupplier {
  const now = options.now ?? (() => new Date());

  async function readDeparture(departure: SupplierDeparture): Promise<{ data: ProductBookingData; price: BookingPriceResult }> {
    const data = await readProductBookingData(getDatabase(options.db), {
      product: { id: departure.productId },
      month: departure.travelDate.slice(0, 7),
    });
    if (!data || data.serviceType !== 'CUSTOM') throw new AppError('not_found', 'This experience is not booked through the shop.');
    return { data, price: priceBooking(data.priceRules, { tourGradeCode: departure.tourGradeCode, travellers: toTravellerCounts(departure) }) };
  }

  return {
    serviceType: 'CUSTOM',

    async checkAvailability(departure): Promise<SupplierAvailability> {
      const { data, price } = await readDeparture(departure);
      if (!price.ok) return { available: false, reason: 'party_not_accepted' };
      const slot = listBookableSlots(data.calendar, { month: departure.travelDate.slice(0, 7), now: now(), travellers: price.price.travellers }).find(
        (candidate) => candidate.date === departure.travelDate && candidate.startTime === departure.startTime,
      );
      if (!slot) return { available: false, reason: 'not_operating' };
      if (!slot.fits) return { available: false, reason: 'sold_out' };
      return { available: true, totalCents: price.price.totalCents };
    },

    async holdPrice(departure) {
      const { price } = await readDeparture(departure);
      if (!price.ok) throw new AppError('supplier_refused', `This party cannot be booked: ${price.refusal.reason}.`);
      // The shop's own price does not move while the buyer checks out, so there is nothing to hold.
      return { holdRef: null, totalCents: price.price.totalCents, expiresAt: null };
    },

    async book() {
      return { status: 'requested' };
    },

    // Staff answer custom requests; until they do, the request stands.
    async getBookingStatus() {
      return { status: 'requested' };
    },

    async cancel(request) {
      return { refundCents: request.shopRefundCents };
    },
  };
}
