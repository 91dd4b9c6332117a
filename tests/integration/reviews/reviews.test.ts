import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { createReviewLinkToken } from '@/domains/reviews/server/review-link';
import { listProductReviews, localizeProductTitles } from '@/domains/catalog/server/queries';
import { sendReviewInvitations, submitReview, updateReviewVisibility } from '@/domains/reviews/server/service';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';
import frenchMessages from '../../../messages/fr-CA.json';
import { createCustomer, createKey } from '../money/money-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const reviewText = 'A wonderful morning on the water, our guide knew every cove.';

async function createExperience(title = 'Harbour kayak tour') {
  return getDatabase().product.create({
    data: {
      kind: 'EXPERIENCE',
      slug: createKey('experience'),
      title,
      description: 'Paddle at sunrise.',
      priceCents: 9_000,
      published: true,
      tourGrades: { create: { code: 'STANDARD', title: 'Standard' } },
    },
    select: { id: true, tourGrades: { select: { id: true } } },
  });
}

async function createBookingOf(
  experience: Awaited<ReturnType<typeof createExperience>>,
  fields: { status: 'REQUESTED' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED'; startsAt: Date },
) {
  const customer = await createCustomer(getDatabase());
  const travelDate = new Date(Date.UTC(fields.startsAt.getUTCFullYear(), fields.startsAt.getUTCMonth(), fields.startsAt.getUTCDate()));
  return getDatabase().booking.create({
    data: {
      reference: createKey('booking'),
      userId: customer.id,
      productId: experience.id,
      tourGradeId: experience.tourGrades[0]?.id ?? '',
      serviceType: 'CUSTOM',
      travelDate,
      startsAt: fields.startsAt,
      totalCents: 9_000,
      status: fields.status,
    },
    select: { id: true },
  });
}

async function readRating(productId: string) {
  return getDatabase().product.findUniqueOrThrow({ where: { id: productId }, select: { ratingCount: true, ratingSum: true } });
}

async function createStaff() {
  return getDatabase().user.create({
    data: { email: `${createKey('staff')}@example.com`, role: 'MANAGER', firstName: 'Sam', lastName: 'Staff', passwordHash: 'not-used' },
    select: { id: true },
  });
}

describe('reviews', () => {
  it('can be written only for a confirmed booking whose experience has started', async () => {
    const experience = await createExperience();
    const past = new Date(Date.now() - 2 * DAY_MS);
    const future = new Date(Date.now() + 2 * DAY_MS);
    for (const [status, startsAt] of [
      ['REQUESTED', past],
      ['DECLINED', past],
      ['CANCELLED', past],
      ['CONFIRMED', future],
    ] as const) {
      const booking = await createBookingOf(experience, { status, startsAt });
      await expect(submitReview({ token: createReviewLinkToken(booking.id, new Date()), rating: 5, text: reviewText, city: '' })).rejects.toMatchObject({
        code: 'forbidden',
      });
    }
    expect(await readRating(experience.id)).toEqual({ ratingCount: 0, ratingSum: 0 });

    const booking = await createBookingOf(experience, { status: 'CONFIRMED', startsAt: past });
    await submitReview({ token: createReviewLinkToken(booking.id, new Date()), rating: 4, text: reviewText, city: 'Halifax' });
    expect(await readRating(experience.id)).toEqual({ ratingCount: 1, ratingSum: 4 });
    const review = await getDatabase().review.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(review).toMatchObject({ productId: experience.id, rating: 4, authorName: 'Casey B.', authorCity: 'Halifax', hidden: false });
  });

  it('refuse a forged or expired link and an out-of-range rating', async () => {
    const experience = await createExperience();
    const booking = await createBookingOf(experience, { status: 'CONFIRMED', startsAt: new Date(Date.now() - DAY_MS) });
    const token = createReviewLinkToken(booking.id, new Date());
    const forged = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    await expect(submitReview({ token: forged, rating: 5, text: reviewText, city: '' })).rejects.toMatchObject({ code: 'not_found' });
    const expired = createReviewLinkToken(booking.id, new Date(Date.now() - 90 * DAY_MS));
    await expect(submitReview({ token: expired, rating: 5, text: reviewText, city: '' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(submitReview({ token, rating: 6, text: reviewText, city: '' })).rejects.toMatchObject({ code: 'invalid_input', fieldErrors: { rating: ['ratingRequired'] } });
    await expect(submitReview({ token, rating: 5, text: 'Too short', city: '' })).rejects.toMatchObject({ code: 'invalid_input', fieldErrors: { text: ['textTooShort'] } });
  });

  it('are stored once per booking when many submits arrive at once', async () => {
    const experience = await createExperience();
    const booking = await createBookingOf(experience, { status: 'CONFIRMED', startsAt: new Date(Date.now() - DAY_MS) });
    const token = createReviewLinkToken(booking.id, new Date());
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => submitReview({ token, rating: (index % 5) + 1, text: reviewText, city: '' })),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(11);
    for (const reason of rejected) expect(reason).toMatchObject({ code: 'conflict', message: 'This booking has already been reviewed.' });
    expect(await getDatabase().review.count({ where: { bookingId: booking.id } })).toBe(1);
    const { ratingCount } = await readRating(experience.id);
    expect(ratingCount).toBe(1);
  });

  it('hidden by staff leave the averages of the experience and its gifts, with an audit entry', async () => {
    const experience = await createExperience();
    const gift = await getDatabase().product.create({
      data: {
        kind: 'GIFT_VOUCHER',
        slug: createKey('gift'),
        title: 'Kayak gift',
        description: 'A gift.',
        priceCents: 9_000,
        published: true,
        coveredExperiences: { create: { experienceId: experience.id } },
      },
      select: { id: true },
    });
    const ratings = [5, 4, 1];
    const reviewIds: string[] = [];
    for (const rating of ratings) {
      const booking = await createBookingOf(experience, { status: 'CONFIRMED', startsAt: new Date(Date.now() - DAY_MS) });
      reviewIds.push((await submitReview({ token: createReviewLinkToken(booking.id, new Date()), rating, text: reviewText, city: '' })).reviewId);
    }
    expect(await readRating(experience.id)).toEqual({ ratingCount: 3, ratingSum: 10 });
    expect(await readRating(gift.id)).toEqual({ ratingCount: 3, ratingSum: 10 });

    const staff = await createStaff();
    const oneStar = reviewIds[2] ?? '';
    await expect(updateReviewVisibility(oneStar, { hidden: true }, staff.id)).rejects.toMatchObject({ code: 'invalid_input' });
    const hidden = await updateReviewVisibility(oneStar, { hidden: true, reason: 'Mentions a guide by full name' }, staff.id);
    expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'Mentions a guide by full name' });
    // Hiding again changes nothing.
    await updateReviewVisibility(oneStar, { hidden: true, reason: 'Again' }, staff.id);
    expect(await readRating(experience.id)).toEqual({ ratingCount: 2, ratingSum: 9 });
    expect(await readRating(gift.id)).toEqual({ ratingCount: 2, ratingSum: 9 });
    expect(await getDatabase().auditLogEntry.count({ where: { entityType: 'Review', entityId: oneStar, action: 'review.hide' } })).toBe(1);

    await updateReviewVisibility(oneStar, { hidden: false }, staff.id);
    expect(await readRating(experience.id)).toEqual({ ratingCount: 3, ratingSum: 10 });
  });

  it('are invited once per booking that took place yesterday', async () => {
    const experience = await createExperience('Invitation test tour');
    const now = new Date();
    const yesterday = new Date(now.getTime() - DAY_MS);
    const invited = await createBookingOf(experience, { status: 'CONFIRMED', startsAt: yesterday });
    const requested = await createBookingOf(experience, { status: 'REQUESTED', startsAt: yesterday });
    const longAgo = await createBookingOf(experience, { status: 'CONFIRMED', startsAt: new Date(now.getTime() - 60 * DAY_MS) });

    const first = await sendReviewInvitations(localizeProductTitles, now);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await sendReviewInvitations(localizeProductTitles, now)).toBe(0);

    const invitations = await getDatabase().reviewInvitation.findMany({
      where: { bookingId: { in: [invited.id, requested.id, longAgo.id] } },
      select: { bookingId: true, emailId: true },
    });
    expect(invitations.map((invitation) => invitation.bookingId)).toEqual([invited.id]);
    const email = await getDatabase().outboxEmail.findUniqueOrThrow({ where: { id: invitations[0]?.emailId ?? '' } });
    expect(email.subject).toBe('How was Invitation test tour?');
    expect(email.text).toMatch(/\/review\/[a-z0-9]+-[0-9a-z]+-[0-9a-f]{32}/);
  });

  it('are written in the customer’s language, the experience named in it (English where it has no translation), their link opening the page in it', async () => {
    const db = getDatabase();
    const translated = await createExperience('Whale cruise');
    await db.productTranslation.create({ data: { productId: translated.id, locale: 'fr-CA', title: 'Croisière aux baleines' } });
    const untranslated = await createExperience('Harbour kayak tour');
    const now = new Date();
    /** A French customer's booking of the experience yesterday, and how to read its invitation once sent. */
    const bookInFrench = async (experience: Awaited<ReturnType<typeof createExperience>>) => {
      const booking = await createBookingOf(experience, { status: 'CONFIRMED', startsAt: new Date(now.getTime() - DAY_MS) });
      const { userId } = await db.booking.findUniqueOrThrow({ where: { id: booking.id }, select: { userId: true } });
      await db.user.update({ where: { id: userId }, data: { locale: 'fr-CA' } });
      return async () => {
        const invitation = await db.reviewInvitation.findUniqueOrThrow({ where: { bookingId: booking.id }, select: { emailId: true } });
        return db.outboxEmail.findUniqueOrThrow({ where: { id: invitation.emailId ?? '' } });
      };
    };
    const [translatedEmail, untranslatedEmail] = [await bookInFrench(translated), await bookInFrench(untranslated)];
    await sendReviewInvitations(localizeProductTitles, now);
    const t = createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace: 'modules.reviews.invitationEmail' });
    const email = await translatedEmail();
    expect(email.subject).toBe(t('subject', { firstName: 'Casey', experience: 'Croisière aux baleines', date: '', url: '' }));
    expect(email.text).toContain(`${getServerEnv().SITE_URL}/fr-CA/review/`);
    expect((await untranslatedEmail()).subject).toBe(t('subject', { firstName: 'Casey', experience: 'Harbour kayak tour', date: '', url: '' }));
  });

  it('on a gift’s page name the experience each is about in the page’s language, English where it has no translation', async () => {
    const db = getDatabase();
    const translated = await createExperience('Whale cruise');
    await db.productTranslation.create({ data: { productId: translated.id, locale: 'fr-CA', title: 'Croisière aux baleines' } });
    const untranslated = await createExperience('Harbour kayak tour');
    const gift = await db.product.create({
      data: {
        kind: 'GIFT_VOUCHER',
        slug: createKey('gift'),
        title: 'Sea gift',
        description: 'A gift.',
        priceCents: 9_000,
        published: true,
        coveredExperiences: { create: [{ experienceId: translated.id, position: 0 }, { experienceId: untranslated.id, position: 1 }] },
      },
      select: { slug: true },
    });
    for (const experience of [untranslated, translated]) {
      const booking = await createBookingOf(experience, { status: 'CONFIRMED', startsAt: new Date(Date.now() - DAY_MS) });
      await submitReview({ token: createReviewLinkToken(booking.id, new Date()), rating: 5, text: reviewText, city: '' });
    }
    const aboutLines = async (locale: string) =>
      (await listProductReviews(gift.slug, 1, locale))?.items.map(({ experienceTitle, experienceTitleUntranslated }) => ({ experienceTitle, experienceTitleUntranslated }));
    // Newest first: the translated experience was reviewed last.
    expect(await aboutLines('fr-CA')).toEqual([
      { experienceTitle: 'Croisière aux baleines', experienceTitleUntranslated: false },
      { experienceTitle: 'Harbour kayak tour', experienceTitleUntranslated: true },
    ]);
    expect(await aboutLines('en-CA')).toEqual([
      { experienceTitle: 'Whale cruise', experienceTitleUntranslated: false },
      { experienceTitle: 'Harbour kayak tour', experienceTitleUntranslated: false },
    ]);
  });
});
