import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';

/** The booking a review link is for, with what the page shows and the rules need. */
export function findBookingForReview(db: DatabaseClient, bookingId: string) {
  return db.booking.findUnique({
    where: { id: bookingId },
    select: {
      id: true,
      status: true,
      travelDate: true,
      startsAt: true,
      productId: true,
      user: { select: { firstName: true, lastName: true } },
      product: {
        select: {
          slug: true,
          title: true,
          images: { select: { url: true }, orderBy: { position: 'asc' }, take: 1 },
        },
      },
      review: { select: { id: true } },
    },
  });
}

export type NewReview = {
  bookingId: string;
  productId: string;
  rating: number;
  text: string;
  authorName: string;
  authorCity: string | null;
};

export function insertReview(db: DatabaseClient, review: NewReview) {
  return db.review.create({ data: review, select: { id: true } });
}

/**
 * Adds `delta` to the cached rating of the experience and of every gift covering it, in one
 * statement: increments, not a recount, so concurrent reviews of one product cannot lose each
 * other's update under READ COMMITTED.
 */
export async function addToProductRatings(db: DatabaseClient, experienceId: string, delta: { count: number; sum: number }): Promise<void> {
  await db.product.updateMany({
    where: { OR: [{ id: experienceId }, { kind: 'GIFT_VOUCHER', coveredExperiences: { some: { experienceId } } }] },
    data: { ratingCount: { increment: delta.count }, ratingSum: { increment: delta.sum } },
  });
}

export function findSlugsOfProductAndCoveringGifts(db: DatabaseClient, experienceId: string) {
  return db.product.findMany({
    where: { OR: [{ id: experienceId }, { kind: 'GIFT_VOUCHER', coveredExperiences: { some: { experienceId } } }] },
    select: { slug: true },
  });
}

/**
 * Flips a review's visibility only if it is not already so; the count tells the caller whether
 * it changed, so two staff hiding at once adjust the averages once.
 */
export async function setReviewHidden(db: DatabaseClient, id: string, hidden: boolean, reason: string | null, at: Date): Promise<number> {
  const { count } = await db.review.updateMany({
    where: { id, hidden: !hidden },
    data: hidden ? { hidden: true, hiddenReason: reason, hiddenAt: at } : { hidden: false, hiddenReason: null, hiddenAt: null },
  });
  return count;
}

const staffReviewSelect = {
  id: true,
  bookingId: true,
  productId: true,
  rating: true,
  text: true,
  authorName: true,
  authorCity: true,
  hidden: true,
  hiddenReason: true,
  hiddenAt: true,
  createdAt: true,
  booking: { select: { reference: true } },
  product: { select: { title: true } },
} satisfies Prisma.ReviewSelect;

export type StaffReviewDbRow = Prisma.ReviewGetPayload<{ select: typeof staffReviewSelect }>;

export function findReviewForStaff(db: DatabaseClient, id: string): Promise<StaffReviewDbRow | null> {
  return db.review.findUnique({ where: { id }, select: staffReviewSelect });
}

function staffReviewWhere(search: string | undefined): Prisma.ReviewWhereInput {
  if (!search) return {};
  return {
    OR: [
      { text: { contains: search, mode: 'insensitive' } },
      { authorName: { contains: search, mode: 'insensitive' } },
      { product: { title: { contains: search, mode: 'insensitive' } } },
      { booking: { reference: { contains: search, mode: 'insensitive' } } },
    ],
  };
}

/** Every review, hidden or not, newest first, for the back office. */
export async function findReviewsForStaff(db: DatabaseClient, search: string | undefined, skip: number, take: number) {
  const where = staffReviewWhere(search);
  const [rows, total] = await Promise.all([
    db.review.findMany({ where, select: staffReviewSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
    db.review.count({ where }),
  ]);
  return { rows, total };
}

/** The products whose visible reviews a product page lists: itself, or a gift's covered experiences. */
export async function findReviewedProductIds(db: DatabaseClient, slug: string): Promise<{ kind: string; ids: string[] } | null> {
  const product = await db.product.findFirst({
    where: { slug, published: true },
    select: { id: true, kind: true, coveredExperiences: { select: { experienceId: true } } },
  });
  if (!product) return null;
  return {
    kind: product.kind,
    ids: product.kind === 'GIFT_VOUCHER' ? product.coveredExperiences.map((entry) => entry.experienceId) : [product.id],
  };
}

export async function findVisibleReviews(db: DatabaseClient, productIds: string[], skip: number, take: number) {
  const where = { productId: { in: productIds }, hidden: false } satisfies Prisma.ReviewWhereInput;
  const [rows, total] = await Promise.all([
    db.review.findMany({
      where,
      select: { id: true, rating: true, text: true, authorName: true, authorCity: true, createdAt: true, productId: true, product: { select: { title: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip,
      take,
    }),
    db.review.count({ where }),
  ]);
  return { rows, total };
}

/**
 * Confirmed bookings whose experience was on one of the given travel dates, not yet reviewed nor
 * invited: who the daily invitation job writes to.
 */
export function findBookingsToInvite(db: DatabaseClient, travelDates: { from: Date; to: Date }, take: number) {
  return db.booking.findMany({
    where: {
      status: 'CONFIRMED',
      travelDate: { gte: travelDates.from, lte: travelDates.to },
      review: { is: null },
      reviewInvitation: { is: null },
    },
    select: {
      id: true,
      travelDate: true,
      startsAt: true,
      productId: true,
      user: { select: { email: true, firstName: true, locale: true } },
      product: { select: { title: true } },
    },
    orderBy: { id: 'asc' },
    take,
  });
}

export function insertReviewInvitation(db: DatabaseClient, bookingId: string, emailId: string) {
  return db.reviewInvitation.create({ data: { bookingId, emailId }, select: { bookingId: true } });
}
