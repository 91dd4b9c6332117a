import { z } from 'zod';
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
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const serviceTypes = ['CUSTOM', 'VIATOR'] as const;

// ───────────────────────────── List pages (/gift, /booking) ─────────────────────────────

export const CATALOG_PAGE_SIZE = 12;


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
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

export type CategoryFilterOption = { slug: string; name: string; depth: number };
export type CityFilterOption = { slug: string; name: string };
export type CatalogFilterOptions = { categories: CategoryFilterOption[]; cities: CityFilterOption[] };

// ───────────────────────────── Tags (back office) ─────────────────────────────

export const tagTypes = ['CATEGORY', 'PRODUCT'] as const;
export type TagType = (typeof tagTypes)[number];

/** SPEC §7 `GET /v3/tags`: `page` and `per_page`, free-text `search`, and optionally one kind of tag. */
export const staffTagListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  type: z.enum(tagTypes).optional(),
});
export type StaffTagListParams = z.infer<typeof staffTagListParamsSchema>;

const tagId = z.string().trim().min(1).max(64);

const tagFields = {
  name: z.string().trim().min(1, 'Name is required').max(80, 'Keep the name under 80 characters'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Slug is required')
    .max(80, 'Keep the slug under 80 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens'),
  type: z.enum(tagTypes, 'Choose category or product label'),
  parentId: tagId.nullable(),
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .refine((url) => url === '' || url.startsWith('/') || /^https?:\/\//.test(url), 'Use an uploaded picture or an http(s) address')
    .nullable()
    .transform((url) => (url === '' ? null : url)),
};

/** The back office's tag form: its parent select sends '' for "top level". */
export const tagFormSchema = z.object({
  name: tagFields.name,
  slug: tagFields.slug,
  type: tagFields.type,
  parentId: z.string().transform((id) => (id === '' ? null : id)),
  imageUrl: tagFields.imageUrl,
});

/** A new tag; without a position it goes last among its siblings. */
export const createTagSchema = z
  .object({ ...tagFields, parentId: tagFields.parentId.default(null), imageUrl: tagFields.imageUrl.default(null), position: z.number().int().min(0).optional() })
  .strict();

/** Staff edit of a tag (SPEC §7 PUT): only the fields sent change; `parentId` and `position` move it in one step. */
export const updateTagSchema = z
  .object({ ...tagFields, position: z.number().int('Position is a whole number').min(0, 'Position starts at 0') })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Send at least one field to change');

/** What a tag can be assigned to: products, or categories (the landing pages that list a tag's products). */
export const tagAssignmentTypes = ['product', 'category'] as const;
export type TagAssignmentType = (typeof tagAssignmentTypes)[number];

/**
 * SPEC §7 `POST /v3/assign-tags`: after the call, exactly `elements` carry each of `tags`
 * (an empty list takes the tags off everything of that type).
 */
export const assignTagsSchema = z
  .object({
    tags: z.array(tagId).min(1, 'Choose at least one tag').max(50),
    type: z.enum(tagAssignmentTypes, 'Type is product or category'),
    elements: z.array(tagId).max(2_000, 'Assign at most 2000 at once'),
  })
  .strict();

/** Products or categories staff can pick in the assignment's search. */
export const tagAssignmentCandidateParamsSchema = z.object({
  type: z.enum(tagAssignmentTypes, 'Type is product or category'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
export type TagAssignmentCandidateParams = z.infer<typeof tagAssignmentCandidateParamsSchema>;

export const staffTagRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(tagTypes),
  parentId: z.string().nullable(),
  position: z.number().int(),
  productCount: z.number().int(),
  categoryCount: z.number().int(),
});
export type StaffTagRow = z.infer<typeof staffTagRowSchema>;

/** A product or category a tag is on, as the assignment picker shows it. */
export const tagAssignmentElementSchema = z.object({ id: z.string(), label: z.string(), detail: z.string() });
export type TagAssignmentElement = z.infer<typeof tagAssignmentElementSchema>;

export const staffTagDetailSchema = staffTagRowSchema.extend({
  imageUrl: z.string().nullable(),
  childCount: z.number().int(),
  products: z.array(tagAssignmentElementSchema),
  categories: z.array(tagAssignmentElementSchema),
});
export type StaffTagDetail = z.infer<typeof staffTagDetailSchema>;

/** One line of SPEC §7's flattened category tree. */
export const tagTreeItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(tagTypes),
  parentId: z.string().nullable(),
  depth: z.number().int(),
  position: z.number().int(),
});
export type TagTreeItem = z.infer<typeof tagTreeItemSchema>;

export const assignTagsAnswerSchema = z.object({
  message: z.string(),
  changed: z.boolean(),
  added: z.number().int(),
  removed: z.number().int(),
});
export type AssignTagsAnswer = z.infer<typeof assignTagsAnswerSchema>;

// ───────────────────────────── Product pages ─────────────────────────────

export type ProductDetailImage = ProductImage;

export type TourGradeDetail = {
  code: string;
  title: string;
  description: string;
  prices: { ageBandCode: string; priceCents: number }[];
};

export type AgeBandDetail = { code: string; label: string; minAge: number; maxAge: number };

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
  tags: { slug: string; name: string }[];
  breadcrumbs: { label: string; url: string }[];
  tourGrades: TourGradeDetail[];
  ageBands: AgeBandDetail[];
  weeklySlots: WeeklySlotDetail[];
  /** Gift vouchers: the published experiences the recipient chooses from. */
  coveredExperiences: ProductCard[];
  /** Box gifts: the party and option the value pays for (null for a plain gift card). */
  giftCoverage: GiftCoverage | null;
};

// ───────────────────────────── Search ─────────────────────────────


const searchText = z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH);

/** A page of search results; `matchedSimilarWords` when only the typo-forgiving fallback found them. */
export type SearchPage = CatalogPage & { matchedSimilarWords: boolean };

/** `GET /api/search/{text}`: the header's search-as-you-type (the text as `q`). */
export const searchQuerySchema = z.object({ q: searchText });

/** `/search?q=&page=`: the results page the header form falls back to without JavaScript. */
export const searchPageParamsSchema = z.object({
  q: lenientParam(searchText),
  page: lenientParam(pageParam).transform((page) => page ?? 1),
});


// ───────────────────────────── Staff edits ─────────────────────────────

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** Staff edit of a product's details (admin API). Only the fields sent are changed. */
export const updateProductDetailsSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(120)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens'),
    summary: z.string().trim().max(500),
    description: z.string().max(50_000),
    priceCents: z.number().int('Price must be whole cents').min(0).max(100_000_000),
    published: z.boolean(),
    city: nullableText(120),
    meetingPoint: nullableText(300),
    durationMinutes: z.number().int().min(1).max(60 * 24 * 30).nullable(),
    cancellationPolicy: nullableText(2_000),
    seoTitle: nullableText(200),
    seoDescription: nullableText(500),
  })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Send at least one field to change');
export type UpdateProductDetailsInput = z.output<typeof updateProductDetailsSchema>;

export type ProductDetailsUpdate = {
  id: string;
  slug: string;
  title: string;
  priceCents: number;
  published: boolean;
  updatedAt: string;
};

/** SPEC §7 list parameters of the admin API: `page` and `per_page` go together, `search` is free text. */
export const staffProductListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
export type StaffProductListParams = z.infer<typeof staffProductListParamsSchema>;

export type StaffProductRow = {
  id: string;
  kind: ProductKind;
  slug: string;
  title: string;
  priceCents: number;
  published: boolean;
  city: string | null;
  updatedAt: string;
};
