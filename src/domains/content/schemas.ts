import { z } from 'zod';
import { PICTURE_ADDRESS, SITE_PATH, SITE_PATH_OR_HTTPS } from '@/lib/site-address';

/** Named overlays a link may open (SPEC §2 overlays). */
export const modalNames = ['about-us', 'how-it-works', 'contact-us', 'subscribe', 'gift-finder'] as const;
export type ModalName = (typeof modalNames)[number];

/** Client actions a `click` link may trigger. */
export const clickActions = ['scroll-to-top', 'open-chat', 'open-cart'] as const;
export type ClickAction = (typeof clickActions)[number];

/** Uploaded files are stored as their path (`/uploads/…`), or staff may paste an https URL. */
const imageAddress = z.string().trim().regex(PICTURE_ADDRESS, 'Use an uploaded image or an https:// URL');

const label = z.string().trim().min(1, 'Label is required').max(80);
const internalPath = z.string().regex(SITE_PATH, 'Use a path on this site, starting with /');

/** SPEC §2: footer link types modal, link, external-link, click. */
export const contentLinkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('modal'), label, modal: z.enum(modalNames) }),
  z.object({ type: z.literal('link'), label, href: internalPath }),
  z.object({ type: z.literal('external-link'), label, href: z.url({ protocol: /^https?$/ }) }),
  z.object({ type: z.literal('click'), label, action: z.enum(clickActions) }),
]);
export type ContentLink = z.infer<typeof contentLinkSchema>;

export const socialLinkSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(40),
  url: z.url({ protocol: /^https$/ }),
  icon: z.string().min(1),
  type: z.enum(['facebook', 'instagram', 'twitter', 'youtube', 'linkedin', 'tiktok', 'pinterest']),
});

export const paymentIcons = ['mastercard', 'american-express', 'visa'] as const;
export type PaymentIcon = (typeof paymentIcons)[number];

export const footerContentSchema = z.object({
  about: z.object({ title: label, links: z.array(contentLinkSchema).max(12) }),
  support: z.object({ title: label, links: z.array(contentLinkSchema).max(12) }),
  socialLinks: z.array(socialLinkSchema).max(10),
  paymentIcons: z.array(z.enum(paymentIcons)),
  // Top gift categories: category tag slugs, linked to the gift list filtered by them.
  topGiftCategoryTagSlugs: z.array(z.string().min(1)).max(12),
  copyright: z.string().max(200),
});
export type FooterContent = z.infer<typeof footerContentSchema>;

export const homePageContentSchema = z.object({
  hero: z.object({
    title: z.string().trim().min(1).max(120),
    subtitle: z.string().max(300),
    imageUrl: imageAddress,
    imageAlt: z.string().max(200),
    cta: z.object({ label, href: internalPath }),
  }),
  featuredGiftSlugs: z.array(z.string().min(1)).max(12),
  topCategoryTagSlugs: z.array(z.string().min(1)).max(12),
  featuredExperienceSlugs: z.array(z.string().min(1)).max(12),
  howItWorks: z.object({
    title: label,
    steps: z
      .array(z.object({ title: z.string().min(1).max(80), text: z.string().max(300), icon: z.string().min(1) }))
      .min(1)
      .max(6),
  }),
  blogTeaserCount: z.number().int().min(0).max(6),
});
export type HomePageContent = z.infer<typeof homePageContentSchema>;

export const logoContentSchema = z.object({
  url: imageAddress,
  alt: z.string().min(1).max(120),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type LogoContent = z.infer<typeof logoContentSchema>;

// ───────────────────────────── Landings ─────────────────────────────

/**
 * First path segments the storefront's own routes own: a landing there would never be reached,
 * because Next.js matches the fixed route before the catch-all.
 */
export const reservedLandingRoots = [
  'admin',
  'api',
  'auth',
  'blog',
  'booking',
  'cancellation',
  'certificate',
  'en-ca',
  'gift',
  'love-list',
  'order',
  'order-success',
  'privacy',
  'terms-and-conditions',
  'uploads',
  'voucher',
] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));

const imageReference = imageAddress.nullable();

export const landingUrlPathSchema = z
  .string()
  .trim()
  .min(1, 'URL path is required')
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, 'Use lower-case words joined by - and /, without a leading /')
  .refine((path) => !(reservedLandingRoots as readonly string[]).includes(path.split('/')[0] ?? ''), {
    message: 'This path belongs to another page of the shop',
  });

/** Staff edit of a landing page: the page itself, plus (when given) its tags, breadcrumbs and similar landings. */
export const landingInputSchema = z.object({
  urlPath: landingUrlPathSchema,
  title: z.string().trim().min(1, 'Title is required').max(160),
  body: z.string().max(100_000),
  bannerImg: imageReference,
  thumbImg: imageReference,
  seoTitle: optionalText(160),
  seoDescription: optionalText(320),
  seoKeywords: optionalText(320),
  published: z.boolean(),
  sortOrder: z.number().int().min(0).max(1_000_000),
  tagIds: z.array(z.string().min(1)).max(50).optional(),
  // In display order, from Home to the landing itself.
  breadcrumbIds: z.array(z.string().min(1)).max(10).optional(),
  similarIds: z.array(z.string().min(1)).max(12).optional(),
});
export type LandingInput = z.infer<typeof landingInputSchema>;

export const breadcrumbLinkSchema = z.object({ label: z.string(), url: z.string() });
export type BreadcrumbLink = z.infer<typeof breadcrumbLinkSchema>;

/** A text shown in English on a page in another language, for want of a translation (docs/adr/0024). */
const untranslatedSchema = <const Field extends string>(fields: readonly [Field, ...Field[]]) => z.array(z.enum(fields));

/** A landing's staff-edited texts, which staff translate per language. */
export const landingTextFields = ['title', 'body', 'seoTitle', 'seoDescription', 'seoKeywords'] as const;
export type LandingTextField = (typeof landingTextFields)[number];

export const landingTeaserSchema = z.object({
  urlPath: z.string(),
  title: z.string(),
  thumbImg: z.string().nullable(),
  untranslated: untranslatedSchema(['title']),
});
export type LandingTeaser = z.infer<typeof landingTeaserSchema>;

/** A published landing as the storefront renders it. */
export const landingPageSchema = z.object({
  id: z.string(),
  urlPath: z.string(),
  title: z.string(),
  body: z.string(),
  bannerImg: z.string().nullable(),
  thumbImg: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.string().nullable(),
  updatedAt: z.string(),
  breadcrumbs: z.array(breadcrumbLinkSchema.extend({ untranslated: untranslatedSchema(['label']) })),
  tagIds: z.array(z.string()),
  similar: z.array(landingTeaserSchema),
  untranslated: untranslatedSchema(landingTextFields),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

// ───────────────────────────── Landings in the back office ─────────────────────────────

/** SPEC §7 list parameters: `page` and `per_page` go together, `search` matches the title or URL path. */
export const staffLandingListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
export type StaffLandingListParams = z.infer<typeof staffLandingListParamsSchema>;

export const staffLandingRowSchema = z.object({
  id: z.string(),
  urlPath: z.string(),
  title: z.string(),
  thumbImg: z.string().nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type StaffLandingRow = z.infer<typeof staffLandingRowSchema>;

/** One landing as staff edit it: every field of `landingInputSchema`, with its links as ids in order. */
export const staffLandingSchema = staffLandingRowSchema.extend({
  body: z.string(),
  bannerImg: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.string().nullable(),
  sortOrder: z.number(),
  tagIds: z.array(z.string()),
  breadcrumbIds: z.array(z.string()),
  similarIds: z.array(z.string()),
});
export type StaffLanding = z.infer<typeof staffLandingSchema>;

/**
 * The landing form in the back office: `landingInputSchema` with empty image fields allowed (an
 * empty field is sent as null), and the links always present.
 */
export const landingFormSchema = landingInputSchema.extend({
  bannerImg: z.union([z.literal(''), imageAddress]),
  thumbImg: z.union([z.literal(''), imageAddress]),
  breadcrumbIds: z.array(z.string().min(1)).max(10, 'Use at most 10 breadcrumbs'),
  similarIds: z.array(z.string().min(1)).max(12, 'Pick at most 12 similar landings'),
});

/** SPEC §7 POST /landing/update-similar: the landings shown under this one, in order. */
export const landingSimilarUpdateSchema = z.object({
  landingId: z.string().min(1, 'Choose the landing page'),
  similarIds: z.array(z.string().min(1)).max(12, 'Pick at most 12 similar landings'),
});

/** SPEC §7 PUT /landing/breadcrumbs: the trail of one landing, from Home to the landing itself. */
export const landingBreadcrumbsUpdateSchema = z.object({
  landingId: z.string().min(1, 'Choose the landing page'),
  breadcrumbIds: z.array(z.string().min(1)).max(10, 'Use at most 10 breadcrumbs'),
});

/** SPEC §7 POST /product/update-breadcrumbs: the trail of one product page. */
export const productBreadcrumbsUpdateSchema = z.object({
  productId: z.string().min(1, 'Choose the product'),
  breadcrumbIds: z.array(z.string().min(1)).max(10, 'Use at most 10 breadcrumbs'),
});

export const staffBreadcrumbSchema = z.object({
  id: z.string(),
  label: z.string(),
  url: z.string(),
  /** How many landings and products show it: removing it takes it off those pages. */
  usedBy: z.number(),
});
export type StaffBreadcrumb = z.infer<typeof staffBreadcrumbSchema>;

const breadcrumbUrl = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(300)
  .regex(SITE_PATH_OR_HTTPS, 'Use a path on this site starting with /, or an https:// URL');

/**
 * SPEC §7 PUT /landing/all-breadcrumbs: the whole shared list. Entries with an id are updated,
 * entries without one are added, and breadcrumbs left out are removed (from every page too).
 */
export const allBreadcrumbsInputSchema = z.object({
  breadcrumbs: z
    .array(
      z.object({
        id: z.string().min(1).optional(),
        label: z.string().trim().min(1, 'Label is required').max(80),
        url: breadcrumbUrl,
      }),
    )
    .max(500),
});
export type AllBreadcrumbsInput = z.infer<typeof allBreadcrumbsInputSchema>;

// ───────────────────────────── Blog ─────────────────────────────

export const BLOG_PAGE_SIZE = 9;

/** `?page=` of the blog list: absent means the first page; anything else must be a page number. */
export const blogPageParamSchema = z
  .union([z.undefined(), z.string().regex(/^[1-9]\d{0,5}$/).transform(Number)])
  .transform((page) => page ?? 1);

/** A post's staff-edited texts, which staff translate per language. */
export const postTextFields = ['title', 'excerpt', 'body', 'seoTitle', 'seoDescription'] as const;
export type PostTextField = (typeof postTextFields)[number];

export const postSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImage: z.string().nullable(),
  authorName: z.string(),
  publishedAt: z.string(),
  untranslated: untranslatedSchema(postTextFields),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postSchema = postSummarySchema.extend({
  body: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export interface PostPage {
  posts: PostSummary[];
  page: number;
  pageCount: number;
  total: number;
}

export const postInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'Slug is required')
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case words joined by -'),
  title: z.string().trim().min(1, 'Title is required').max(200),
  excerpt: z.string().trim().max(500),
  body: z.string().min(1, 'Body is required').max(200_000),
  coverImage: imageReference,
  authorName: z.string().trim().max(120),
  published: z.boolean(),
  // A post published without a date goes live at once; a future date schedules it.
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  seoTitle: optionalText(160),
  seoDescription: optionalText(320),
});
export type PostInput = z.infer<typeof postInputSchema>;

/** SPEC §7 PUT /content/posts carries the post's id in the body instead of the path. */
export const postUpdateWithIdSchema = postInputSchema.extend({ id: z.string().trim().min(1, 'Say which post to update') });

/** SPEC §7 list parameters for the back office's posts: `page` and `per_page` together, `search` in title and slug. */
export const staffPostListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
export type StaffPostListParams = z.infer<typeof staffPostListParamsSchema>;

/** A post as the back office edits it: drafts and scheduled posts too. */
export const staffPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  coverImage: z.string().nullable(),
  authorName: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: z.string(),
});
export type StaffPost = z.infer<typeof staffPostSchema>;

export const staffPostRowSchema = staffPostSchema.pick({ id: true, slug: true, title: true, published: true, publishedAt: true, updatedAt: true });
export type StaffPostRow = z.infer<typeof staffPostRowSchema>;

// ───────────────────────────── Home page ─────────────────────────────

export interface CategoryTeaser {
  slug: string;
  name: string;
  untranslated: 'name'[];
  /** The category's own picture, else the cover of its most popular product (or one below it), if any. */
  imageUrl: string | null;
}
