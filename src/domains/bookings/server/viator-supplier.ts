import 'server-only';
import { z } from 'zod';
import { AppError } from '@/server/errors';
import type {
  ExperienceSupplier,
  SupplierAvailability,
  SupplierBookingOutcome,
  SupplierBookingRequest,
  SupplierBookingStatus,
  SupplierDeparture,
} from './supplier';

export type ViatorSupplierOptions = {
  /** e.g. https://api.viator.com/partner; the paths below are appended to it. */
  baseUrl: string;
  apiKey: string;
  /** Per request; Viator asks partners to allow up to 120 s for a booking. */
  timeoutMs?: number;
  /** Calls per operation: a timeout, a dropped connection or a 5xx is tried again. */
  maxAttempts?: number;
  retryDelayMs?: number;
};

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_ATTEMPTS = 2;
const DEFAULT_RETRY_DELAY_MS = 1_000;
// Sent as Retry-After with `unavailable`.
const RETRY_AFTER_SECONDS = 30;
const CURRENCY = 'CAD';
const CANCEL_REASON = 'Customer_Service.I_canceled_my_entire_trip';
const DUPLICATE_PARTNER_REFERENCE = 'DUPLICATE_PARTNER_BOOKING_REF';

// The slices of Viator's answers the shop reads; anything else in them is ignored.
const priceSchema = z.object({ price: z.object({ recommendedRetailPrice: z.number().nonnegative() }) });

const availabilitySchema = z.object({
  currency: z.string(),
  bookableItems: z.array(
    z.object({
      productOptionCode: z.string(),
      startTime: z.string().optional(),
      available: z.boolean(),
      unavailableReason: z.string().optional(),
      totalPrice: priceSchema.optional(),
    }),
  ),
});

const holdSchema = z.object({
  bookingRef: z.string(),
  bookingHoldInfo: z.object({
    availability: z.object({ status: z.string(), validUntil: z.iso.datetime({ offset: true }).optional() }),
    pricing: z.object({ status: z.string(), validUntil: z.iso.datetime({ offset: true }).optional() }),
  }),
  totalPrice: priceSchema,
});

const bookingSchema = z.object({
  status: z.enum(['CONFIRMED', 'PENDING', 'REJECTED', 'CANCELLED', 'FAILED']),
  bookingRef: z.string(),
  partnerBookingRef: z.string(),
  totalPrice: priceSchema,
  rejectionReasonCode: z.string().optional(),
});

const cancelQuoteSchema = z.object({
  status: z.enum(['CANCELLABLE', 'NOT_CANCELLABLE', 'CANCELLED']),
  refundDetails: z.object({ refundAmount: z.number().nonnegative(), currencyCode: z.string() }).optional(),
});

const cancelSchema = z.object({ status: z.enum(['ACCEPTED', 'DECLINED']), reason: z.string().optional() });

const errorSchema = z.object({ code: z.string(), message: z.string().optional() });

type Answer = { status: number; body: unknown };

/** What one call came to: an answer, or a failure worth another attempt. */
type CallResult = { kind: 'answer'; answer: Answer } | { kind: 'retryable'; detail: string };

/** A body that is not JSON (a proxy's error page) reads as null, which no answer schema accepts. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toCents(amount: number): number {
  return Math.round(amount * 100);
}

function unavailable(detail: string, cause?: unknown): AppError {
  return new AppError('unavailable', `Viator is not answering: ${detail}`, undefined, { retryAfterSeconds: RETRY_AFTER_SECONDS, cause });
}

function readErrorCode(body: unknown): string | null {
  const parsed = errorSchema.safeParse(body);
  return parsed.success ? parsed.data.code : null;
}

function parseAnswer<T>(schema: z.ZodType<T>, answer: Answer, operation: string): T {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw unavailable(`${operation} answered in an unexpected shape`, parsed.error);
  return parsed.data;
}

function toDepartureBody(departure: SupplierDeparture) {
  if (!departure.productCode) throw new AppError('invalid_input', 'A viator experience needs its supplier product code.');
  return {
    productCode: departure.productCode,
    productOptionCode: departure.tourGradeCode,
    travelDate: departure.travelDate,
    ...(departure.startTime ? { startTime: departure.startTime } : {}),
    currency: CURRENCY,
    paxMix: departure.travellers.map(({ ageBandCode, count }) => ({ ageBand: ageBandCode, numberOfTravelers: count })),
  };
}

function toUnavailableReason(reason: string | undefined): Extract<SupplierAvailability, { available: false }>['reason'] {
  if (reason === 'SOLD_OUT') return 'sold_out';
  if (reason === 'TRAVELER_MISMATCH' || reason === 'PAX_MIX_NOT_SUPPORTED') return 'party_not_accepted';
  return 'not_operating';
}

/**
 * Viator Partner API v2 (availability check, price hold, book, booking status, cancel with a refund quote).
 * Booking sends the shop's booking reference as `partnerBookingRef`, which Viator keeps unique:
 * when an answer times out the call is made again, and if Viator says the reference is already
 * booked, that booking is read back instead, so a retry never books twice.
 */
export function createViatorSupplier(options: ViatorSupplierOptions): ExperienceSupplier {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  async function callOnce(method: 'GET' | 'POST', path: string, body: unknown): Promise<CallResult> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          'exp-api-key': options.apiKey,
          Accept: 'application/json;version=2.0',
          'Accept-Language': 'en',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status >= 500 || response.status === 429) return { kind: 'retryable', detail: `${path} answered ${response.status}` };
      return { kind: 'answer', answer: { status: response.status, body: readJson(await response.text()) } };
    } catch (error) {
      // A timeout, a dropped connection or a truncated body: the call may or may not have been carried out.
      return { kind: 'retryable', detail: `${path} failed: ${error instanceof Error ? error.name : 'unknown error'}` };
    }
  }

  /** Calls until an answer comes or the attempts run out; every call here is safe to repeat. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    let lastDetail = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      const result = await callOnce(method, path, body);
      if (result.kind === 'answer') return result.answer;
      lastDetail = result.detail;
    }
    throw unavailable(lastDetail);
  }

  /** A 4xx Viator explains: the request was refused, and another attempt would be refused too. */
  function refuse(answer: Answer, operation: string): never {
    if (answer.status === 401 || answer.status === 403) throw unavailable(`${operation} refused the API key (${answer.status})`);
    throw new AppError('supplier_refused', `Viator refused the ${operation}: ${readErrorCode(answer.body) ?? answer.status}`);
  }

  function toBookingStatus(booking: z.infer<typeof bookingSchema>, reference: string): SupplierBookingStatus {
    if (booking.partnerBookingRef !== reference) throw unavailable('the booking answered belongs to another reference');
    const totalCents = toCents(booking.totalPrice.price.recommendedRetailPrice);
    if (booking.status === 'CONFIRMED') return { status: 'confirmed', supplierRef: booking.bookingRef, totalCents };
    if (booking.status === 'PENDING') return { status: 'pending', supplierRef: booking.bookingRef, totalCents };
    return { status: 'declined', reason: booking.rejectionReasonCode ?? booking.status };
  }

  /** When booking, a booking Viator will not run is a refusal. */
  function toBookingOutcome(status: SupplierBookingStatus): SupplierBookingOutcome {
    if (status.status === 'declined') throw new AppError('supplier_refused', `Viator did not book it: ${status.reason}`);
    return status;
  }

  /** Viator's booking status by the partner reference (the shop's booking reference). */
  async function readBookingStatus(reference: string): Promise<SupplierBookingStatus> {
    const answer = await call('POST', '/bookings/status', { partnerBookingRef: reference });
    if (answer.status !== 200) refuse(answer, 'booking status');
    return toBookingStatus(parseAnswer(bookingSchema, answer, 'booking status'), reference);
  }


  return {
    serviceType: 'VIATOR',

    async checkAvailability(departure) {
      const answer = await call('POST', '/availability/check', toDepartureBody(departure));
      if (answer.status !== 200) refuse(answer, 'availability check');
      const availability = parseAnswer(availabilitySchema, answer, 'availability check');
      const item = availability.bookableItems.find(
        (candidate) => candidate.productOptionCode === departure.tourGradeCode && (!departure.startTime || candidate.startTime === departure.startTime),
      );
      if (!item) return { available: false, reason: 'not_operating' };
      if (!item.available || !item.totalPrice) return { available: false, reason: toUnavailableReason(item.unavailableReason) };
      if (availability.currency !== CURRENCY) throw unavailable(`prices came in ${availability.currency}`);
      return { available: true, totalCents: toCents(item.totalPrice.price.recommendedRetailPrice) };
    },

    async holdPrice(departure) {
      const answer = await call('POST', '/bookings/hold', toDepartureBody(departure));
      if (answer.status !== 200) refuse(answer, 'price hold');
      const hold = parseAnswer(holdSchema, answer, 'price hold');
      const { availability, pricing } = hold.bookingHoldInfo;
      if (availability.status !== 'HOLDING') throw new AppError('supplier_refused', `Viator could not hold the departure: ${availability.status}`);
      // Without a held price the booking is made at whatever Viator charges then; never silently.
      if (pricing.status !== 'HOLDING') throw new AppError('supplier_refused', `Viator could not hold the price: ${pricing.status}`);
      const until = [availability.validUntil, pricing.validUntil].filter((time) => time !== undefined).map((time) => Date.parse(time));
      return {
        holdRef: hold.bookingRef,
        totalCents: toCents(hold.totalPrice.price.recommendedRetailPrice),
        expiresAt: until.length > 0 ? new Date(Math.min(...until)) : null,
      };
    },

    async book(request: SupplierBookingRequest) {
      const body = {
        ...toDepartureBody(request),
        ...(request.holdRef ? { bookingRef: request.holdRef } : {}),
        partnerBookingRef: request.reference,
        bookerInfo: { firstName: request.leadTraveller.firstName, lastName: request.leadTraveller.lastName },
        communication: { email: request.leadTraveller.email, ...(request.leadTraveller.phone ? { phone: request.leadTraveller.phone } : {}) },
      };
      const answer = await call('POST', '/bookings/book', body);
      // An earlier attempt (this call's timed-out one, or a crashed process's) got through.
      if (answer.status === 409 && readErrorCode(answer.body) === DUPLICATE_PARTNER_REFERENCE) return toBookingOutcome(await readBookingStatus(request.reference));
      if (answer.status !== 200) refuse(answer, 'booking');
      return toBookingOutcome(toBookingStatus(parseAnswer(bookingSchema, answer, 'booking'), request.reference));
    },

    getBookingStatus(lookup) {
      return readBookingStatus(lookup.reference);
    },

    async cancel(request) {
      if (!request.supplierRef) throw new AppError('invalid_input', 'A viator booking is cancelled by its Viator reference.');
      const path = `/bookings/${encodeURIComponent(request.supplierRef)}`;
      const quoteAnswer = await call('GET', `${path}/cancel-quote`);
      if (quoteAnswer.status !== 200) refuse(quoteAnswer, 'cancellation quote');
      const quote = parseAnswer(cancelQuoteSchema, quoteAnswer, 'cancellation quote');
      if (quote.status === 'NOT_CANCELLABLE') throw new AppError('supplier_refused', 'Viator no longer accepts cancelling this booking.');
      const refundCents = quote.refundDetails ? toCents(quote.refundDetails.refundAmount) : 0;
      if (quote.refundDetails && quote.refundDetails.currencyCode !== CURRENCY) throw unavailable(`refunds came in ${quote.refundDetails.currencyCode}`);
      // Already cancelled: an earlier attempt whose answer was lost.
      if (quote.status === 'CANCELLED') return { refundCents };
      const cancelAnswer = await call('POST', `${path}/cancel`, { reasonCode: CANCEL_REASON });
      if (cancelAnswer.status !== 200) refuse(cancelAnswer, 'cancellation');
      const cancelled = parseAnswer(cancelSchema, cancelAnswer, 'cancellation');
      if (cancelled.status !== 'ACCEPTED') throw new AppError('supplier_refused', `Viator declined the cancellation: ${cancelled.reason ?? 'no reason given'}`);
      return { refundCents };
    },
  };
}
