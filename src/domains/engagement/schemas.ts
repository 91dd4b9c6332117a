import { z } from 'zod';
import { LOVE_LIST_MAX_ITEMS } from './lib/love-list-limit';
import { routing } from '@/i18n/routing';

// ── Love list ──

// The love list's product and its check are in lib/love-list-product.ts (plain checks: the browser reads it on every page).
export type { LoveListProduct } from './lib/love-list-product';

/** Body of PUT (add) and DELETE (remove) /api/love-list. */
export const loveListChangeSchema = z.object({
  productIds: z.array(z.string().min(1).max(64)).min(1).max(LOVE_LIST_MAX_ITEMS),
});

/** Slugs the love-list page asks product cards for. */
export const loveListSlugsSchema = z.array(z.string().min(1).max(200)).max(LOVE_LIST_MAX_ITEMS);

/** The language of the page asking: product titles come back in it. */
export const pageLocaleSchema = z.enum(routing.locales);

// ── News subscription ──

/** Error messages are keys of `form.subscribe.errors`. */
export const newsSubscriptionSchema = z.object({
  email: z.string().trim().min(1, 'emailRequired').max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
});
export type NewsSubscriptionInput = z.input<typeof newsSubscriptionSchema>;
export type NewsSubscription = z.output<typeof newsSubscriptionSchema>;

export type SubscribeOutcome =
  | { status: 'subscribed'; couponCode: string; couponPercent: number; couponValidUntil: string }
  | { status: 'already-subscribed' };

// ── Gift Finder ──

export const giftFinderBudgets = ['up-to-100', '100-to-200', '200-to-400', 'over-400'] as const;
export type GiftFinderBudget = (typeof giftFinderBudgets)[number];

/** The quiz's tag questions, in the order it asks them. */
export const giftFinderQuestions = ['recipient', 'occasion', 'interest'] as const;
export type GiftFinderQuestion = (typeof giftFinderQuestions)[number];

/**
 * Query of GET /api/gift-finder: `tags` is a comma-separated list of the tag ids chosen so far
 * (who it is for, the occasion, then a path down the category tree), in the order chosen.
 */
export const giftFinderQuerySchema = z.object({
  tags: z
    .string()
    .max(1000)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(z.array(z.string().min(1).max(64)).max(8)),
  budget: z.enum(giftFinderBudgets).optional(),
  /** The page's language: gift titles and tag names come in it. */
  locale: z.enum(routing.locales).default(routing.defaultLocale),
});
export type GiftFinderQuery = z.output<typeof giftFinderQuerySchema>;

export type GiftFinderTag = { id: string; name: string; slug: string; parentId: string | null; sortOrder: number };
export type GiftFinderGift = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  priceCents: number;
  image: { url: string; alt: string } | null;
  /** The gift's own tags and those of every experience it covers. */
  tagIds: string[];
};
export type GiftFinderCatalog = {
  /** The category tree the interest questions walk down. */
  tags: GiftFinderTag[];
  /** Answers to "Who is the gift for?" and "What's the occasion?": tags staff keep under two groups. */
  recipients: GiftFinderTag[];
  occasions: GiftFinderTag[];
  gifts: GiftFinderGift[];
};

const giftFinderOptionSchema = z.object({ id: z.string(), name: z.string(), giftCount: z.number().int() });

/** Answer of GET /api/gift-finder: one step of the quiz. */
export const giftFinderResultSchema = z.object({
  /** The known tags of the query, in its order, with the question each one answers. */
  chosen: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), question: z.enum(giftFinderQuestions) })),
  recipients: z.array(giftFinderOptionSchema),
  occasions: z.array(giftFinderOptionSchema),
  /** The category whose children are offered next; null for the top of the tree. */
  parentTagId: z.string().nullable(),
  options: z.array(giftFinderOptionSchema),
  budgets: z.array(z.object({ key: z.enum(giftFinderBudgets), giftCount: z.number().int() })),
  gifts: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      summary: z.string(),
      priceCents: z.number().int(),
      image: z.object({ url: z.string(), alt: z.string() }).nullable(),
    }),
  ),
  total: z.number().int(),
});
export type GiftFinderResult = z.infer<typeof giftFinderResultSchema>;
export type GiftFinderOption = z.infer<typeof giftFinderOptionSchema>;
export type GiftFinderChoice = GiftFinderResult['chosen'][number];
