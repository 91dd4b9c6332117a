import 'server-only';
import type { BookingStatus } from '@/generated/prisma/enums';
import type { DatabaseClient } from '@/server/db';

const bookingSelect = {
  id: true,
  reference: true,
  idempotencyKey: true,
  userId: true,
  productId: true,
  serviceType: true,
  tourGradeId: true,
  travelDate: true,
  startTime: true,
  startsAt: true,
  totalCents: true,
  discountCents: true,
  paidFromBalanceCents: true,
  paidByCardCents: true,
  balanceHeldCents: true,
  holdExpiresAt: true,
  status: true,
  supplierRef: true,
  priceHoldRef: true,
  priceHoldExpiresAt: true,
  declineReason: true,
  decidedAt: true,
  cancelledAt: true,
  createdAt: true,
  exchangedFromId: true,
  carriedSeats: true,
  product: {
    select: {
      slug: true,
      title: true,
      timeZone: true,
      nonRefundable: true,
      supplierProductCode: true,
      meetingPoint: true,
      durationMinutes: true,
      ageBands: { select: { code: true, label: true } },
    },
  },
  tourGrade: { select: { code: true, title: true, description: true } },
  travellers: { select: { ageBandCode: true, count: true, unitPriceCents: true }, orderBy: { ageBandCode: 'asc' } },
  user: { select: { email: true, firstName: true, lastName: true, phone: true, locale: true } },
  couponRedemptions: { select: { coupon: { select: { code: true } } } },
  payments: {
    select: { id: true, provider: true, providerRef: true, idempotencyKey: true, amountCents: true, status: true, failureCode: true },
    orderBy: { createdAt: 'asc' },
  },
} as const;

export type BookingRecord = {
  id: string;
  reference: string;
  idempotencyKey: string | null;
  userId: string;
  productId: string;
  serviceType: 'CUSTOM' | 'VIATOR';
  tourGradeId: string;
  /** The local date at UTC midnight (@db.Date). */
  travelDate: Date;
  startTime: string | null;
  startsAt: Date | null;
  totalCents: number;
  discountCents: number;
  paidFromBalanceCents: number;
  paidByCardCents: number;
  balanceHeldCents: number;
  holdExpiresAt: Date | null;
  status: BookingStatus;
  supplierRef: string | null;
  /** The supplier's price hold (Viator), sent with the booking. */
  priceHoldRef: string | null;
  priceHoldExpiresAt: Date | null;
  declineReason: string | null;
  decidedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  /** The booking this one replaced (an exchange). */
  exchangedFromId: string | null;
  /** Seats of the replaced booking, on the same departure, that this one takes over once its card has paid. */
  carriedSeats: number;
  product: {
    slug: string;
    title: string;
    timeZone: string;
    nonRefundable: boolean;
    supplierProductCode: string | null;
    meetingPoint: string | null;
    durationMinutes: number | null;
    ageBands: { code: string; label: string }[];
  };
  tourGrade: { code: string; title: string; description: string };
  travellers: { ageBandCode: string; count: number; unitPriceCents: number }[];
  /** `locale`: the language the customer's booking e-mails and calendar file are written in. */
  user: { email: string; firstName: string; lastName: string; phone: string | null; locale: string };
  couponRedemptions: { coupon: { code: string } }[];
  payments: {
    id: string;
    provider: 'TEST' | 'STRIPE';
    providerRef: string | null;
    idempotencyKey: string;
    amountCents: number;
    status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED';
    failureCode: string | null;
  }[];
};

export function findBookingById(db: DatabaseClient, id: string): Promise<BookingRecord | null> {
  return db.booking.findUnique({ where: { id }, select: bookingSelect });
}

export function findBookingByReference(db: DatabaseClient, reference: string): Promise<BookingRecord | null> {
  return db.booking.findUnique({ where: { reference }, select: bookingSelect });
}

export function findBookingByIdempotencyKey(db: DatabaseClient, idempotencyKey: string): Promise<BookingRecord | null> {
  return db.booking.findUnique({ where: { idempotencyKey }, select: bookingSelect });
}

/** What a booking needs to know of its customer: who to write to, and the balance to plan the payment with. */
export function findBookingCustomer(db: DatabaseClient, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, balanceCents: true } });
}

export type NewPendingBooking = {
  reference: string;
  idempotencyKey: string;
  userId: string;
  productId: string;
  serviceType: 'CUSTOM' | 'VIATOR';
  tourGradeId: string;
  travelDate: Date;
  startTime: string | null;
  startsAt: Date;
  totalCents: number;
  discountCents: number;
  /** The card's part, fixed when the booking is made; the rest comes from the balance. */
  paidByCardCents: number;
  /** A booking still waiting for its money then (an abandoned 3-D Secure step) is settled by the release job. */
  holdExpiresAt: Date;
  travellers: { ageBandCode: string; count: number; unitPriceCents: number }[];
  payment: { provider: 'TEST' | 'STRIPE'; idempotencyKey: string } | null;
  /** An exchange: the booking it replaces, whose paid value arrives already held for this one. */
  exchangedFromId?: string;
  carriedSeats?: number;
  balanceHeldCents?: number;
  /** The supplier's price hold taken before any money moved (Viator). */
  priceHoldRef?: string | null;
  priceHoldExpiresAt?: Date | null;
};

/** The booking, its travellers and its card payment (when the balance does not cover it), waiting for the money. */
export async function insertPendingBooking(db: DatabaseClient, booking: NewPendingBooking): Promise<{ id: string; reference: string; userId: string }> {
  const { travellers, payment, ...fields } = booking;
  return db.booking.create({
    data: {
      ...fields,
      status: 'PENDING_PAYMENT',
      travellers: { create: travellers },
      ...(payment ? { payments: { create: { ...payment, amountCents: booking.paidByCardCents } } } : {}),
    },
    select: { id: true, reference: true, userId: true },
  });
}

/** Records the balance part as held until `holdExpiresAt`, once, while the booking waits for its money. */
export async function recordBalanceHeld(db: DatabaseClient, bookingId: string, hold: { amountCents: number; holdExpiresAt: Date }): Promise<boolean> {
  const { count } = await db.booking.updateMany({
    where: { id: bookingId, status: 'PENDING_PAYMENT', balanceHeldCents: 0 },
    data: { balanceHeldCents: hold.amountCents, holdExpiresAt: hold.holdExpiresAt },
  });
  return count === 1;
}

/** A new hold of the same price, replacing an expired one, while the booking waits for its supplier. */
export async function recordPriceHold(db: DatabaseClient, bookingId: string, hold: { ref: string | null; expiresAt: Date | null }): Promise<void> {
  await db.booking.updateMany({ where: { id: bookingId, status: 'PENDING_PAYMENT' }, data: { priceHoldRef: hold.ref, priceHoldExpiresAt: hold.expiresAt } });
}

/** A custom booking's money is in: it becomes a request for staff, answered before `holdExpiresAt`. */
export async function markBookingRequested(db: DatabaseClient, bookingId: string, holdExpiresAt: Date): Promise<boolean> {
  const { count } = await db.booking.updateMany({ where: { id: bookingId, status: 'PENDING_PAYMENT' }, data: { status: 'REQUESTED', holdExpiresAt } });
  return count === 1;
}

/**
 * The supplier confirmed, at once (from PENDING_PAYMENT) or later (a Viator booking REQUESTED while
 * pending): the held balance becomes the payment. One conditional statement, so a retried call or a
 * second job run cannot apply it twice.
 */
export async function markSupplierBooked(
  db: DatabaseClient,
  bookingId: string,
  outcome: { from: 'PENDING_PAYMENT' | 'REQUESTED'; supplierRef: string; decidedAt: Date },
): Promise<boolean> {
  const count = await db.$executeRaw`
    UPDATE "Booking"
    SET "status" = 'CONFIRMED', "supplierRef" = ${outcome.supplierRef},
        "paidFromBalanceCents" = "paidFromBalanceCents" + "balanceHeldCents", "balanceHeldCents" = 0, "holdExpiresAt" = NULL,
        "decidedAt" = ${outcome.decidedAt}, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE "id" = ${bookingId} AND "status" = ${outcome.from}::"BookingStatus" AND "serviceType" = 'VIATOR'`;
  return count === 1;
}

/**
 * The supplier accepted the booking but confirms later (Viator PENDING): a request whose money
 * stays held until the supplier decides or `holdExpiresAt` passes.
 */
export async function markSupplierPending(db: DatabaseClient, bookingId: string, pending: { supplierRef: string; holdExpiresAt: Date }): Promise<boolean> {
  const { count } = await db.booking.updateMany({
    where: { id: bookingId, status: 'PENDING_PAYMENT', serviceType: 'VIATOR' },
    data: { status: 'REQUESTED', supplierRef: pending.supplierRef, holdExpiresAt: pending.holdExpiresAt },
  });
  return count === 1;
}

/** The booking never came to be (card declined, supplier refused, balance spent meanwhile); its hold is gone. */
export async function markBookingFailed(db: DatabaseClient, bookingId: string, reason: string): Promise<boolean> {
  const { count } = await db.booking.updateMany({
    where: { id: bookingId, status: 'PENDING_PAYMENT' },
    data: { status: 'FAILED', declineReason: reason, balanceHeldCents: 0, holdExpiresAt: null, carriedSeats: 0 },
  });
  return count === 1;
}

/** The exchange went through: the seats it carried over from the old booking are now its own. */
export async function takeOverCarriedSeats(db: DatabaseClient, bookingId: string): Promise<void> {
  await db.booking.updateMany({ where: { id: bookingId, carriedSeats: { gt: 0 } }, data: { carriedSeats: 0 } });
}

/**
 * A card exchange that failed before its old booking was given up no longer links it, so the old
 * booking (still active) can be exchanged again; one whose old booking is gone keeps its link.
 */
export async function unlinkUnfinishedExchange(db: DatabaseClient, bookingId: string): Promise<void> {
  await db.booking.updateMany({ where: { id: bookingId, exchangedFrom: { is: { status: { not: 'CANCELLED' } } } }, data: { exchangedFromId: null } });
}

/**
 * Staff confirm a request whose hold has not expired: the held balance becomes the payment, in one
 * conditional statement, so a double click or a second member of staff changes nothing.
 */
export async function confirmRequestedBooking(db: DatabaseClient, bookingId: string, decision: { staffId: string; now: Date }): Promise<boolean> {
  const count = await db.$executeRaw`
    UPDATE "Booking"
    SET "status" = 'CONFIRMED', "paidFromBalanceCents" = "paidFromBalanceCents" + "balanceHeldCents", "balanceHeldCents" = 0,
        "holdExpiresAt" = NULL, "decidedAt" = ${decision.now}, "decidedById" = ${decision.staffId}, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE "id" = ${bookingId} AND "status" = 'REQUESTED' AND "serviceType" = 'CUSTOM' AND "holdExpiresAt" > ${decision.now}`;
  return count === 1;
}

/** Staff decline a custom request, the supplier declines a pending one, or its hold expired: REQUESTED → DECLINED once. */
export async function declineRequestedBooking(
  db: DatabaseClient,
  bookingId: string,
  decision: { serviceType: 'CUSTOM' | 'VIATOR'; staffId: string | null; reason: string; now: Date },
): Promise<boolean> {
  const { count } = await db.booking.updateMany({
    where: { id: bookingId, status: 'REQUESTED', serviceType: decision.serviceType },
    data: { status: 'DECLINED', declineReason: decision.reason, decidedAt: decision.now, decidedById: decision.staffId, balanceHeldCents: 0, holdExpiresAt: null },
  });
  return count === 1;
}

/** REQUESTED or CONFIRMED → CANCELLED once; whatever was held is given back by the caller. */
export async function markBookingCancelled(db: DatabaseClient, bookingId: string, now: Date): Promise<boolean> {
  const { count } = await db.booking.updateMany({
    where: { id: bookingId, status: { in: ['REQUESTED', 'CONFIRMED'] } },
    data: { status: 'CANCELLED', cancelledAt: now, balanceHeldCents: 0, holdExpiresAt: null },
  });
  return count === 1;
}

/** Custom requests nobody answered, and bookings that never got their money, before their hold expired. */
export async function listExpiredBookingHolds(db: DatabaseClient, now: Date, limit: number): Promise<{ id: string; status: BookingStatus }[]> {
  return db.booking.findMany({
    where: { OR: [{ status: 'REQUESTED', serviceType: 'CUSTOM' }, { status: 'PENDING_PAYMENT' }], holdExpiresAt: { lte: now } },
    select: { id: true, status: true },
    orderBy: { holdExpiresAt: 'asc' },
    take: limit,
  });
}

/** Viator bookings accepted as PENDING, waiting for the supplier's decision, the longest-held first. */
export async function listPendingSupplierBookings(db: DatabaseClient, limit: number): Promise<{ id: string }[]> {
  return db.booking.findMany({
    where: { status: 'REQUESTED', serviceType: 'VIATOR' },
    select: { id: true },
    orderBy: { holdExpiresAt: 'asc' },
    take: limit,
  });
}

/** The weekly slot a custom booking's seats are counted on. */
export async function findBookingSlotId(db: DatabaseClient, slot: { productId: string; weekday: number; startTime: string }): Promise<string | null> {
  const row = await db.availabilitySlot.findUnique({ where: { productId_weekday_startTime: slot }, select: { id: true } });
  return row?.id ?? null;
}

/** What /cancellation shows of one booking: the customer's own, still going ahead. */
export type UpcomingBookingRow = {
  id: string;
  reference: string;
  status: 'REQUESTED' | 'CONFIRMED';
  productId: string;
  travelDate: Date;
  startTime: string | null;
  paidFromBalanceCents: number;
  paidByCardCents: number;
  balanceHeldCents: number;
  product: { slug: string; title: string; timeZone: string; nonRefundable: boolean };
  tourGrade: { code: string; title: string; description: string };
  travellers: { count: number }[];
};

/** The customer's requested and confirmed bookings from `fromDate` (a local date at UTC midnight) on, soonest first. */
export async function findUpcomingBookings(db: DatabaseClient, userId: string, fromDate: Date): Promise<UpcomingBookingRow[]> {
  const rows = await db.booking.findMany({
    where: { userId, status: { in: ['REQUESTED', 'CONFIRMED'] }, travelDate: { gte: fromDate } },
    select: {
      id: true,
      reference: true,
      status: true,
      productId: true,
      travelDate: true,
      startTime: true,
      paidFromBalanceCents: true,
      paidByCardCents: true,
      balanceHeldCents: true,
      product: { select: { slug: true, title: true, timeZone: true, nonRefundable: true } },
      tourGrade: { select: { code: true, title: true, description: true } },
      travellers: { select: { count: true } },
    },
    orderBy: [{ travelDate: 'asc' }, { startTime: 'asc' }, { createdAt: 'asc' }],
  });
  return rows.map((row) => ({ ...row, status: row.status === 'CONFIRMED' ? 'CONFIRMED' : 'REQUESTED' }));
}

export type StaffBookingDbRow = {
  id: string;
  reference: string;
  status: BookingStatus;
  serviceType: 'CUSTOM' | 'VIATOR';
  travelDate: Date;
  startTime: string | null;
  totalCents: number;
  discountCents: number;
  holdExpiresAt: Date | null;
  createdAt: Date;
  product: { slug: string; title: string; timeZone: string };
  tourGrade: { code: string };
  travellers: { ageBandCode: string; count: number }[];
  user: { email: string; firstName: string; lastName: string };
};

/** Bookings in one status for the back office, oldest first (the request waiting longest comes first). */
export async function findBookingsForStaff(
  db: DatabaseClient,
  filter: { status: BookingStatus | undefined; search: string | undefined; skip: number; take: number },
): Promise<{ rows: StaffBookingDbRow[]; total: number }> {
  const contains = (value: string) => ({ contains: value, mode: 'insensitive' as const });
  const where = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.search
      ? {
          OR: [
            { reference: contains(filter.search) },
            { user: { OR: [{ email: contains(filter.search) }, { firstName: contains(filter.search) }, { lastName: contains(filter.search) }] } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.booking.findMany({
      where,
      select: {
        id: true,
        reference: true,
        status: true,
        serviceType: true,
        travelDate: true,
        startTime: true,
        totalCents: true,
        discountCents: true,
        holdExpiresAt: true,
        createdAt: true,
        product: { select: { slug: true, title: true, timeZone: true } },
        tourGrade: { select: { code: true } },
        travellers: { select: { ageBandCode: true, count: true }, orderBy: { ageBandCode: 'asc' } },
        user: { select: { email: true, firstName: true, lastName: true } },
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip: filter.skip,
      take: filter.take,
    }),
    db.booking.count({ where }),
  ]);
  return { rows, total };
}

/** A customer's bookings for the account page, newest first, without the ones that never came to be. */
/** How many requests wait for staff, and since when the oldest has waited. */
export async function summarizeOpenBookingRequests(db: DatabaseClient): Promise<{ count: number; oldestCreatedAt: Date | null }> {
  const { _count, _min } = await db.booking.aggregate({ where: { status: 'REQUESTED' }, _count: { _all: true }, _min: { createdAt: true } });
  return { count: _count._all, oldestCreatedAt: _min.createdAt };
}

/** The bookings an exchange links to this one: the one it replaced (and what that one was paid) and the one that replaced it. */
export function findBookingExchangeLinks(db: DatabaseClient, bookingId: string) {
  return db.booking.findUnique({
    where: { id: bookingId },
    select: {
      exchangedFrom: { select: { reference: true, totalCents: true, discountCents: true } },
      exchangedTo: { select: { reference: true } },
    },
  });
}

export function findVisibleBookingsOfUser(db: DatabaseClient, userId: string, take: number) {
  return db.booking.findMany({
    where: { userId, status: { notIn: ['PENDING_PAYMENT', 'FAILED'] } },
    select: {
      reference: true,
      status: true,
      productId: true,
      travelDate: true,
      startTime: true,
      startsAt: true,
      totalCents: true,
      discountCents: true,
      product: { select: { title: true, timeZone: true } },
      exchangedTo: { select: { reference: true } },
    },
    orderBy: { createdAt: 'desc' },
    take,
  });
}
