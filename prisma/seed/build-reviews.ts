import type { Prisma } from '../../src/generated/prisma/client';
import { formatReviewAuthorName } from '../../src/domains/reviews/lib/rating';
import type { DemoCatalogue } from './build-catalogue';
import { createDemoId, createRandom } from './random';

export interface DemoReviews {
  users: Prisma.UserCreateManyInput[];
  bookings: Prisma.BookingCreateManyInput[];
  reviews: Prisma.ReviewCreateManyInput[];
  /** A past confirmed booking left without a review, for trying the review link. */
  unreviewedBookingIds: string[];
}

const firstNames = [
  'Olivia', 'Liam', 'Chloé', 'Noah', 'Amélie', 'Ethan', 'Maya', 'Lucas', 'Sophie', 'Aiden', 'Priya', 'Mathis', 'Hannah',
  'Jacob', 'Léa', 'Owen', 'Zoé', 'Arjun', 'Emma', 'Gabriel', 'Ava', 'Nathan', 'Mei', 'William', 'Isabelle', 'Daniel',
] as const;
const lastNames = [
  'Tremblay', 'MacDonald', 'Gagnon', 'Singh', 'Roy', 'Campbell', 'Côté', 'Wong', 'Bouchard', 'Fraser', 'Leblanc', 'Patel',
  'Morrison', 'Pelletier', 'Chen', 'Anderson', 'Bergeron', 'Nguyen', 'Stewart', 'Lavoie',
] as const;
const cities = [
  'Toronto', 'Montréal', 'Vancouver', 'Calgary', 'Ottawa', 'Halifax', 'Winnipeg', 'Québec City', 'Edmonton', 'Victoria',
  'Saskatoon', "St. John's", 'Kelowna', 'Moncton', null,
] as const;

// Skewed the way real shop ratings are: mostly 5 and 4, a few middling, rarely poor.
const ratingDraw = [5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2] as const;

const textsByRating: Record<number, readonly string[]> = {
  5: [
    'Absolutely worth it. Our guide was funny, patient and clearly loves this place. We are already planning to come back in the fall.',
    'Best thing we did all summer. Everything was well organised, the group was small and the views were unreal.',
    'A birthday gift for my dad and he has not stopped talking about it. Friendly staff, great pace, zero stress.',
    'We went in light rain and it was still magical. The team had ponchos ready and hot drinks at the end.',
    'Perfect from start to finish. Easy to find the meeting point and the guide shared so many local stories.',
    'Booked it with my gift card and it exceeded expectations. The kids loved it as much as we did.',
    'Such a well run experience. You can tell the hosts care. Highly recommend to visitors and locals alike.',
  ],
  4: [
    'Really enjoyable afternoon. Started ten minutes late, but the guide more than made up for it.',
    'Great value and lovely scenery. Bring layers, it gets chilly near the water even in July.',
    'Very good overall. Parking was a bit tricky, otherwise a fantastic way to spend the day.',
    'Fun and informative. I would have liked a little more free time at the last stop.',
    'Solid experience with a knowledgeable guide. A good pick for a first visit.',
  ],
  3: [
    'Nice enough, but the group was larger than expected and it was hard to hear the guide at times.',
    'Pleasant outing. The description promised a bit more than we got, though the staff were kind.',
  ],
  2: [
    'The scenery was beautiful but the schedule felt rushed and we skipped one of the stops.',
    'Not quite for us. Communication before the day could be clearer about what to bring.',
  ],
};

/** The demo's reviews are dated against a fixed day, so every seed is the same and all lie in the past. */
const REVIEW_ANCHOR = Date.UTC(2026, 9, 31);
const DAY_MS = 24 * 60 * 60 * 1000;
const REVIEWER_COUNT = 120;
/** About one experience in eight has no reviews yet, like a new listing. */
const UNREVIEWED_SHARE = 0.12;

/**
 * Past confirmed bookings of demo reviewers and their reviews, for most experiences, and the
 * cached rating totals on the products (experiences, and gifts from what they cover) as the app
 * keeps them. Deterministic: keyed by product slug.
 */
export function buildDemoReviews(catalogue: DemoCatalogue): DemoReviews {
  const users: Prisma.UserCreateManyInput[] = Array.from({ length: REVIEWER_COUNT }, (_, index) => {
    const random = createRandom(`reviewer:${index}`);
    return {
      id: createDemoId(`user:reviewer:${index}`),
      email: `reviewer-${index + 1}@example.com`,
      firstName: random.pick(firstNames),
      lastName: random.pick(lastNames),
      // Not a hash: nobody signs in as a demo reviewer.
      passwordHash: '!',
    };
  });
  const gradeByProduct = new Map<string, string>();
  for (const grade of catalogue.tourGrades) {
    if (grade.id && !gradeByProduct.has(grade.productId)) gradeByProduct.set(grade.productId, grade.id);
  }
  const bookings: Prisma.BookingCreateManyInput[] = [];
  const reviews: Prisma.ReviewCreateManyInput[] = [];
  const unreviewedBookingIds: string[] = [];
  const totals = new Map<string, { count: number; sum: number }>();

  for (const product of catalogue.products) {
    const tourGradeId = product.id ? gradeByProduct.get(product.id) : undefined;
    if (product.kind !== 'EXPERIENCE' || !product.id || !tourGradeId) continue;
    const random = createRandom(`reviews:${product.slug}`);
    if (random.next() < UNREVIEWED_SHARE) continue;
    const count = random.int(2, 9);
    const total = { count: 0, sum: 0 };
    // One more past booking than reviews: not every guest writes one.
    for (let index = 0; index <= count; index++) {
      const user = users[random.int(0, users.length - 1)];
      if (!user?.id) continue;
      const daysAgo = random.int(3, 330);
      const startsAt = new Date(REVIEW_ANCHOR - daysAgo * DAY_MS + random.int(9, 17) * 60 * 60 * 1000);
      const bookingId = createDemoId(`booking:review:${product.slug}:${index}`);
      bookings.push({
        id: bookingId,
        reference: `DEMO-${bookingId.slice(1, 9).toUpperCase()}`,
        userId: user.id,
        productId: product.id,
        tourGradeId,
        serviceType: product.serviceType ?? 'CUSTOM',
        travelDate: new Date(REVIEW_ANCHOR - daysAgo * DAY_MS),
        startsAt,
        totalCents: product.priceCents,
        paidByCardCents: product.priceCents,
        status: 'CONFIRMED',
        decidedAt: new Date(startsAt.getTime() - 7 * DAY_MS),
        createdAt: new Date(startsAt.getTime() - 14 * DAY_MS),
      });
      if (index === count) {
        unreviewedBookingIds.push(bookingId);
        continue;
      }
      const rating = random.pick(ratingDraw);
      reviews.push({
        id: createDemoId(`review:${product.slug}:${index}`),
        bookingId,
        productId: product.id,
        rating,
        text: random.pick(textsByRating[rating] ?? textsByRating[5] ?? []),
        authorName: formatReviewAuthorName(user.firstName, user.lastName),
        authorCity: random.pick(cities),
        createdAt: new Date(startsAt.getTime() + random.int(1, 6) * DAY_MS),
      });
      total.count += 1;
      total.sum += rating;
    }
    totals.set(product.id, total);
  }

  const giftTotals = new Map<string, { count: number; sum: number }>();
  for (const cover of catalogue.giftVoucherExperiences) {
    const experience = totals.get(cover.experienceId);
    if (!experience) continue;
    const gift = giftTotals.get(cover.giftVoucherId) ?? { count: 0, sum: 0 };
    giftTotals.set(cover.giftVoucherId, { count: gift.count + experience.count, sum: gift.sum + experience.sum });
  }
  for (const product of catalogue.products) {
    const total = product.id ? (totals.get(product.id) ?? giftTotals.get(product.id)) : undefined;
    if (total) {
      product.ratingCount = total.count;
      product.ratingSum = total.sum;
    }
  }
  return { users, bookings, reviews, unreviewedBookingIds };
}
