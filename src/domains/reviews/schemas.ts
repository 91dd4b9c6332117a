import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { MAX_RATING, MIN_RATING } from './lib/rating';

export const REVIEW_TEXT_MIN_LENGTH = 20;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_CITY_MAX_LENGTH = 80;

/*
 * Error messages are keys of `modules.reviews.form.errors`, so the form shows them translated
 * whether they come from the browser check or from the server.
 */
export const reviewSubmissionSchema = z.object({
  token: z.string().min(1, 'linkInvalid').max(200, 'linkInvalid'),
  rating: z.coerce
    .number('ratingRequired')
    .int('ratingRequired')
    .min(MIN_RATING, 'ratingRequired')
    .max(MAX_RATING, 'ratingRequired'),
  text: z.string().trim().min(REVIEW_TEXT_MIN_LENGTH, 'textTooShort').max(REVIEW_TEXT_MAX_LENGTH, 'textTooLong'),
  city: z
    .string()
    .trim()
    .max(REVIEW_CITY_MAX_LENGTH, 'cityTooLong')
    .transform((city) => (city === '' ? null : city)),
});
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionSchema>;
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;
export type ReviewFieldName = 'rating' | 'text' | 'city';

/** A visible review as product pages show it. */
const productReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  authorCity: z.string().nullable(),
  /** ISO instant. */
  createdAt: z.string(),
  /** Set on a gift's page, whose reviews are those of the experiences it covers; in the page's language. */
  experienceTitle: z.string().nullable(),
  /** The experience title is the English one, for want of a translation (marked with its language). */
  experienceTitleUntranslated: z.boolean(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

/** One page of a product's reviews; also the answer of the reviews endpoint, parsed by the page. */
export const productReviewsPageSchema = z.object({
  items: z.array(productReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type ProductReviewsPage = z.infer<typeof productReviewsPageSchema>;

/** `GET /api/reviews/{locale}/{slug}/{page}`: the product page's "Show more reviews", in the page's language. */
export const productReviewsParamsSchema = z.object({
  locale: z.enum(routing.locales),
  slug: z.string().min(1).max(200),
  page: z.coerce.number().int().min(1).max(10_000),
});

/** What the review page needs to know about the booking its link is for. */
export type ReviewableBooking = { productId: string; experienceTitle: string; travelDate: string; imageUrl: string | null };

/**
 * Products' titles in a language, English where staff have not translated one: the catalogue's
 * (localizeProductTitles), handed in by the caller, since reviews sit below the catalogue.
 */
export type ProductTitleReader = (products: { productId: string; title: string }[], locale: string) => Promise<{ title: string; untranslated: readonly 'title'[] }[]>;
export type ReviewInvitationView =
  | { status: 'invalid' }
  | { status: 'expired' }
  | ({ status: 'not-reviewable' } & ReviewableBooking)
  | ({ status: 'already-reviewed' } & ReviewableBooking)
  | ({ status: 'ready' } & ReviewableBooking);

// ───────────────────────────── Staff ─────────────────────────────

/** SPEC §7 list parameters of the admin API. */
export const staffReviewListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
export type StaffReviewListParams = z.infer<typeof staffReviewListParamsSchema>;

/** `PATCH /api/admin/reviews/{id}`: hiding needs a reason the customer could be told. */
export const updateReviewVisibilitySchema = z
  .object({
    hidden: z.boolean('Send hidden as true or false'),
    reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
  })
  .strict()
  .refine((input) => !input.hidden || (input.reason ?? '').length >= 3, {
    path: ['reason'],
    message: 'Say why the review is hidden (at least 3 characters)',
  });

export type StaffReviewRow = {
  id: string;
  bookingId: string;
  bookingReference: string;
  productId: string;
  productTitle: string;
  rating: number;
  text: string;
  authorName: string;
  authorCity: string | null;
  hidden: boolean;
  hiddenReason: string | null;
  hiddenAt: string | null;
  createdAt: string;
};
