import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { giftParties, type GiftCoverage } from './lib/certificate-price';
import { catalogSorts, DEFAULT_CATALOG_SORT, durationBuckets, type CatalogSort, type DurationBucket } from './lib/list-options';
import type { ProductReviewsPage } from '@/domains/reviews/schemas';
import type { CatalogListQueryKey } from './lib/list-query';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './lib/search-suggestions';

export const productKinds = ['GIFT_VOUCHER', 'EXPERIENCE'] as const;
export type ProductKind = (typeof productKinds)[number];

export const productImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A product's staff-edited texts, which staff translate per language (docs/adr/0024). */
export const productTextFields = ['title', 'summary', 'description', 'meetingPoint', 'cancellationPolicy', 'seoTitle', 'seoDescription'] as const;
export type ProductTextField = (typeof productTextFields)[number];

/** The texts a product card shows. */
export const productCardTextFields = ['title', 'summary'] as const satisfies readonly ProductTextField[];

/** What a product card shows; the only product shape list pages receive. */
export const productCardSchema = z.object({
  id: z.string(),
  kind: z.enum(productKinds),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  priceCents: z.number().int(),
  city: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  /** Box gifts: who the gift's value is sized for. */
  giftParty: z.enum(giftParties).nullable(),
  image: productImageSchema.nullable(),
  /** Average of the visible reviews (a gift: of the experiences it covers); null without any. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  /** Texts shown in English on a page in another language, for want of a translation. */
  untranslated: z.array(z.enum(productCardTextFields)),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const serviceTypes = ['CUSTOM', 'VIATOR'] as const;

// ───────────────────────────── List pages (/gift, /booking) ─────────────────────────────

export const CATALOG_PAGE_SIZE = 12;
/**
 * The most products a list counts: counting every match costs as much as reading them (issue 28),
 * so past this the list says "more than 1,000" and pages up to there; a shopper narrows it.
 */
export const CATALOG_COUNT_CAP = 1_000;


/** Upper bound of the price filter, in dollars; anything above is treated as no limit. */
const MAX_PRICE_FILTER_DOLLARS = 1_000_000;
const MAX_PAGE = 10_000;

/**
 * A search-params value as Next.js hands it over: a repeated key becomes an array (the first
 * one counts) and an empty form field arrives as "" (meaning "no filter").
 */
function readParam(value: unknown): unknown {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return undefined;
  const trimmed = first.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A bad value of one parameter is dropped (or defaulted), never an error: lists always render. */
function lenientParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(readParam, schema.optional()).catch(undefined);
}

const slugParam = z
  .string()
  .max(80)
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** Whole dollars or dollars and cents ("25", "25.5", "25.50") → integer cents. */
const dollarsParam = z
  .string()
  .regex(/^\d{1,7}(?:\.\d{1,2})?$/)
  .transform((value) => Math.round(Number(value) * 100))
  .refine((cents) => cents <= MAX_PRICE_FILTER_DOLLARS * 100);

/** A real calendar date written yyyy-mm-dd (no 2026-02-30). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  });

const pageParam = z.coerce.number().int().min(1).max(MAX_PAGE);

export type CatalogListParams = {
  category?: string;
  city?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  duration?: DurationBucket;
  date?: string;
  sort: CatalogSort;
  page: number;
};

/**
 * Query string of the gift and experience lists. Prices are dollars in the URL and cents after
 * parsing. Every parameter falls back on its own, so a hand-edited URL still shows a list.
 */
export const catalogListParamsSchema = z
  .object({
    category: lenientParam(slugParam),
    city: lenientParam(slugParam),
    minPrice: lenientParam(dollarsParam),
    maxPrice: lenientParam(dollarsParam),
    duration: lenientParam(z.enum(durationBuckets)),
    date: lenientParam(isoDateSchema),
    sort: lenientParam(z.enum(catalogSorts)),
    page: lenientParam(pageParam),
  } satisfies Record<CatalogListQueryKey, z.ZodType>)
  .transform(({ minPrice, maxPrice, sort, page, ...rest }): CatalogListParams => {
    // A reversed range is read the way the visitor meant it.
    const [low, high] = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? [maxPrice, minPrice] : [minPrice, maxPrice];
    return {
      ...rest,
      minPriceCents: low,
      maxPriceCents: high,
      sort: sort ?? DEFAULT_CATALOG_SORT,
      page: page ?? 1,
    };
  });

/** What the list pages receive: one page of cards and where it sits in the whole result. */
export type CatalogPage = {
  items: ProductCard[];
  /** Exact up to CATALOG_COUNT_CAP; `totalCapped` says there are more. */
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
};

export type CategoryFilterOption = { slug: string; name: string; depth: number };
export type CityFilterOption = { slug: string; name: string };
export type CatalogFilterOptions = { categories: CategoryFilterOption[]; cities: CityFilterOption[] };

// ───────────────────────────── Product pages ─────────────────────────────

export type ProductDetailImage = ProductImage;

export type TourGradeDetail = {
  code: string;
  title: string;
  description: string;
  prices: { ageBandCode: string; priceCents: number }[];
  /** Texts shown in English on a page in another language, for want of a translation. */
  untranslated: ('title' | 'description')[];
};

export type AgeBandDetail = { code: string; label: string; minAge: number; maxAge: number; untranslated: 'label'[] };

/** A weekly departure of a CUSTOM experience, in the product's local time. */
export type WeeklySlotDetail = { weekday: number; startTime: string };

export type ProductDetail = {
  id: string;
  kind: ProductKind;
  slug: string;
  title: string;
  summary: string;
  description: string;
  priceCents: number;
  serviceType: (typeof serviceTypes)[number];
  providerName: string | null;
  city: string | null;
  meetingPoint: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  durationMinutes: number | null;
  maxTravellers: number;
  cancellationPolicy: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
  rating: ProductCard['rating'];
  /** The newest visible reviews (a gift: of its covered experiences), the first page. */
  reviews: ProductReviewsPage | null;
  images: ProductDetailImage[];
  tags: { slug: string; name: string; untranslated: 'name'[] }[];
  breadcrumbs: { label: string; url: string; untranslated: 'label'[] }[];
  tourGrades: TourGradeDetail[];
  ageBands: AgeBandDetail[];
  weeklySlots: WeeklySlotDetail[];
  /** Gift vouchers: the published experiences the recipient chooses from. */
  coveredExperiences: ProductCard[];
  /** Box gifts: the party and option the value pays for (null for a plain gift card). */
  giftCoverage: GiftCoverage | null;
  /** Texts shown in English on a page in another language, for want of a translation. */
  untranslated: ProductTextField[];
};

// ───────────────────────────── Search ─────────────────────────────


const searchText = z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH);

/** A page of search results; `matchedSimilarWords` when only the typo-forgiving fallback found them. */
export type SearchPage = CatalogPage & { matchedSimilarWords: boolean };

/** `GET /api/search/{locale}/{text}`: the header's search-as-you-type (the text as `q`). */
export const searchQuerySchema = z.object({ q: searchText });
export const searchLocaleSchema = z.enum(routing.locales);

/** `/search?q=&page=`: the results page the header form falls back to without JavaScript. */
export const searchPageParamsSchema = z.object({
  q: lenientParam(searchText),
  page: lenientParam(pageParam).transform((page) => page ?? 1),
});
