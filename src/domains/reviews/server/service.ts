import 'server-only';
import { createTranslator } from 'use-intl/core';
import { queueEmail } from '@/domains/mail/server/service';
import { getCatalogue } from '@/i18n/catalogues';
import { toAppLocale, type AppLocale } from '@/i18n/locale';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cacheTags, invalidateCacheTags } from '@/server/cache';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { formatReviewAuthorName, hasExperienceStarted } from '../lib/rating';
import {
  reviewSubmissionSchema,
  updateReviewVisibilitySchema,
  type ProductTitleReader,
  type ReviewInvitationView,
  type StaffReviewListParams,
  type StaffReviewRow,
} from '../schemas';
import {
  addToProductRatings,
  findBookingForReview,
  findBookingsToInvite,
  findReviewForStaff,
  findReviewsForStaff,
  findSlugsOfProductAndCoveringGifts,
  insertReview,
  insertReviewInvitation,
  setReviewHidden,
  type StaffReviewDbRow,
} from './repository';
import { buildReviewLinkUrl, createReviewLinkToken, readReviewLinkToken } from './review-link';

type BookingForReview = NonNullable<Awaited<ReturnType<typeof findBookingForReview>>>;

function isReviewable(booking: BookingForReview, now: Date): boolean {
  return booking.status === 'CONFIRMED' && hasExperienceStarted(booking, now);
}

/** What the review page shows for a link: the experience, or why it cannot be reviewed. */
export async function getReviewInvitation(token: string, now = new Date(), db?: DatabaseClient): Promise<ReviewInvitationView> {
  const reading = readReviewLinkToken(token, now);
  if (reading.status !== 'valid') return { status: reading.status };
  const booking = await findBookingForReview(getDatabase(db), reading.bookingId);
  if (!booking) return { status: 'invalid' };
  const details = {
    productId: booking.productId,
    experienceTitle: booking.product.title,
    travelDate: booking.travelDate.toISOString().slice(0, 10),
    imageUrl: booking.product.images[0]?.url ?? null,
  };
  if (booking.review) return { status: 'already-reviewed', ...details };
  return isReviewable(booking, now) ? { status: 'ready', ...details } : { status: 'not-reviewable', ...details };
}

const alreadyReviewed = () => new AppError('conflict', 'This booking has already been reviewed.');

/** Slugs whose cached pages show this experience's rating: its own and its gifts'. */
async function invalidateRatingsOf(experienceId: string, db: DatabaseClient | undefined): Promise<void> {
  const products = await findSlugsOfProductAndCoveringGifts(getDatabase(db), experienceId);
  await invalidateCacheTags([cacheTags.catalog, ...products.map((product) => cacheTags.product(product.slug))]);
}

/**
 * A customer's review through their invitation link. Rules: a link we signed and that has not
 * expired, a CONFIRMED booking whose experience has started, one review per booking (the unique
 * bookingId decides between concurrent submits). The review and the cached ratings of the
 * experience and its gifts change in one transaction.
 */
export async function submitReview(rawInput: unknown, now = new Date(), db?: DatabaseClient): Promise<{ reviewId: string }> {
  const input = parseInput(reviewSubmissionSchema, rawInput);
  const reading = readReviewLinkToken(input.token, now);
  if (reading.status !== 'valid') throw new AppError('not_found', 'This review link is not valid or has expired.');

  const created = await runInTransaction(db, async (tx) => {
    const booking = await findBookingForReview(tx, reading.bookingId);
    if (!booking) throw new AppError('not_found', 'This review link is not valid or has expired.');
    if (booking.review) throw alreadyReviewed();
    if (!isReviewable(booking, now)) throw new AppError('forbidden', 'This booking cannot be reviewed yet.');
    const review = await insertReview(tx, {
      bookingId: booking.id,
      productId: booking.productId,
      rating: input.rating,
      text: input.text,
      authorName: formatReviewAuthorName(booking.user.firstName, booking.user.lastName),
      authorCity: input.city,
    });
    await addToProductRatings(tx, booking.productId, { count: 1, sum: input.rating });
    return { reviewId: review.id, productId: booking.productId };
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  });

  await invalidateRatingsOf(created.productId, db);
  return { reviewId: created.reviewId };
}

function toStaffReviewRow(row: StaffReviewDbRow): StaffReviewRow {
  return {
    id: row.id,
    bookingId: row.bookingId,
    bookingReference: row.booking.reference,
    productId: row.productId,
    productTitle: row.product.title,
    rating: row.rating,
    text: row.text,
    authorName: row.authorName,
    authorCity: row.authorCity,
    hidden: row.hidden,
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Staff hide a review (with the reason) or show it again. The flip, the product ratings and the
 * audit entry are one transaction; a request that changes nothing (already hidden) adjusts nothing.
 */
export async function updateReviewVisibility(reviewId: string, rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffReviewRow> {
  const input = parseInput(updateReviewVisibilitySchema, rawInput);
  const result = await runInTransaction(db, async (tx) => {
    const current = await findReviewForStaff(tx, reviewId);
    if (!current) throw new AppError('not_found', 'This review does not exist.');
    const reason = input.hidden ? (input.reason ?? null) : null;
    const changed = (await setReviewHidden(tx, reviewId, input.hidden, reason, new Date())) > 0;
    if (changed) {
      const sign = input.hidden ? -1 : 1;
      await addToProductRatings(tx, current.productId, { count: sign, sum: sign * current.rating });
      await writeAuditLogEntry(tx, {
        staffId: staffUserId,
        action: input.hidden ? 'review.hide' : 'review.show',
        entityType: 'Review',
        entityId: reviewId,
        data: { productId: current.productId, rating: current.rating, reason: input.reason ?? null },
      });
    }
    const updated = await findReviewForStaff(tx, reviewId);
    if (!updated) throw new AppError('not_found', 'This review does not exist.');
    return { row: updated, changed };
  });
  if (result.changed) await invalidateRatingsOf(result.row.productId, db);
  return toStaffReviewRow(result.row);
}

/** The back office's review list (SPEC §7 shape): every review, hidden ones too. */
export async function listReviewsForStaff(params: StaffReviewListParams, db?: DatabaseClient): Promise<{ data: StaffReviewRow[]; total: number }> {
  const { rows, total } = await findReviewsForStaff(getDatabase(db), params.search, (params.page - 1) * params.per_page, params.per_page);
  return { data: rows.map(toStaffReviewRow), total };
}

// ───────────────────────────── Invitations ─────────────────────────────

/**
 * Bookings of the last week are still invited, so a day the job did not run is caught up; older
 * ones (imported history, the demo seed) are not written to out of the blue.
 */
const INVITATION_LOOKBACK_DAYS = 7;
const INVITATIONS_PER_RUN = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** In the customer's language. */
function composeInvitationEmail(booking: { locale: AppLocale; firstName: string; experienceTitle: string; travelDate: Date; url: string }) {
  const { locale } = booking;
  const t = createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.reviews.invitationEmail' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(booking.travelDate);
  const values = { firstName: booking.firstName, experience: booking.experienceTitle, date, url: booking.url };
  return { subject: t('subject', values), text: t('text', values) };
}

type BookingToInvite = Awaited<ReturnType<typeof findBookingsToInvite>>[number];

/** Each booking's experience title in its customer's language, by booking id: one read per language. */
async function readInvitationTitles(bookings: BookingToInvite[], readTitles: ProductTitleReader): Promise<Map<string, string>> {
  const byLocale = new Map<AppLocale, BookingToInvite[]>();
  for (const booking of bookings) {
    const locale = toAppLocale(booking.user.locale);
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), booking]);
  }
  const titles = new Map<string, string>();
  for (const [locale, group] of byLocale) {
    const localized = await readTitles(
      group.map((booking) => ({ productId: booking.productId, title: booking.product.title })),
      locale,
    );
    group.forEach((booking, index) => titles.set(booking.id, localized[index]?.title ?? booking.product.title));
  }
  return titles;
}

/**
 * The daily job: every confirmed booking whose experience took place (up to yesterday, local
 * date) and that has neither a review nor an invitation gets one e-mail with its signed link,
 * the experience named in the customer's language by `readTitles`. The invitation row and the
 * queued e-mail commit together; the row's primary key makes a second run, or a concurrent one,
 * skip the booking. Returns how many were invited.
 */
export async function sendReviewInvitations(readTitles: ProductTitleReader, now = new Date(), db?: DatabaseClient): Promise<number> {
  const yesterday = new Date(startOfUtcDay(now).getTime() - DAY_MS);
  const from = new Date(yesterday.getTime() - (INVITATION_LOOKBACK_DAYS - 1) * DAY_MS);
  const bookings = (await findBookingsToInvite(getDatabase(db), { from, to: yesterday }, INVITATIONS_PER_RUN)).filter((booking) =>
    hasExperienceStarted(booking, now),
  );
  const titles = await readInvitationTitles(bookings, readTitles);
  let invited = 0;
  for (const booking of bookings) {
    const locale = toAppLocale(booking.user.locale);
    const email = composeInvitationEmail({
      locale,
      firstName: booking.user.firstName,
      experienceTitle: titles.get(booking.id) ?? booking.product.title,
      travelDate: booking.travelDate,
      url: buildReviewLinkUrl(createReviewLinkToken(booking.id, now), locale),
    });
    try {
      await runInTransaction(db, async (tx) => {
        const { emailId } = await queueEmail({ to: booking.user.email, replyTo: null, subject: email.subject, text: email.text, html: null }, tx);
        await insertReviewInvitation(tx, booking.id, emailId);
      });
      invited += 1;
    } catch (error) {
      // Another run invited this booking first: its transaction, e-mail included, rolled back.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return invited;
}
