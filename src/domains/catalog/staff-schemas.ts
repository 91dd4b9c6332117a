import { z } from 'zod';
import { PICTURE_ADDRESS, SERVED_PICTURE_PATH } from '@/lib/site-address';
import { giftOptions, giftParties } from './lib/certificate-price';
import { isoDateSchema, productKinds, serviceTypes } from './schemas';

/*
 * The back office's catalogue inputs and answers: tags, product edits, staff lists and the
 * sort-order file. Kept apart from schemas.ts, which the storefront's pages and other areas import.
 */

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
    .refine((url) => url === '' || PICTURE_ADDRESS.test(url), 'Use an uploaded picture or an https:// address')
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

// ───────────────────────────── Staff edits ─────────────────────────────

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** Pages of the shop at /booking/<word>: a product with such a slug could never be opened. */
const RESERVED_PRODUCT_SLUGS: readonly string[] = ['manage', 'checkout', 'confirmation'];

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Slug is required')
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens')
  .refine((slug) => !RESERVED_PRODUCT_SLUGS.includes(slug), 'This slug is the address of a page of the shop (/booking/manage, /booking/checkout, /booking/confirmation); choose another');

/** Age-band and tour-grade codes as suppliers write them: ADULT, CHILD, STANDARD, SUNSET_CRUISE. */
const codeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Code is required')
  .max(40)
  .regex(/^[A-Z0-9]+(?:_[A-Z0-9]+)*$/, 'Use capital letters, digits and underscores');

const priceCentsSchema = z.number('Enter a price').int('Price must be whole cents').min(0, 'A price cannot be negative').max(100_000_000, 'That price is too high');

/** A picture of the product: an uploaded file (POST /api/v3/upload) or one the product already shows, with its alternative text. */
export const staffProductImageSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Upload a picture')
    .max(500)
    .regex(SERVED_PICTURE_PATH, 'Use a picture uploaded to the shop'),
  alt: z.string().trim().min(1, 'Describe the picture for people who cannot see it').max(300),
});

export const staffAgeBandSchema = z
  .object({
    code: codeSchema,
    label: z.string().trim().min(1, 'Label is required').max(60),
    minAge: z.number('Enter an age').int().min(0).max(120),
    maxAge: z.number('Enter an age').int().min(0).max(120),
  })
  .refine((band) => band.minAge <= band.maxAge, { message: 'The oldest age must not be below the youngest', path: ['maxAge'] });

export const staffTourGradeSchema = z.object({
  code: codeSchema,
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(2_000),
  prices: z.array(z.object({ ageBandCode: codeSchema, priceCents: priceCentsSchema })).max(10),
});

const startTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 09:30');

export const staffAvailabilitySlotSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  startTime: startTimeSchema,
  capacity: z.number('Enter how many seats').int().min(1, 'At least one seat').max(1_000),
});

export const staffBlackoutDateSchema = z.object({
  date: z.string().refine((value) => isoDateSchema.safeParse(value).success, 'Use a date such as 2026-12-25'),
  reason: nullableText(200),
});

/** Every field staff edit on a product; `kind` is chosen at creation and never changes. */
const productFields = {
  title: z.string().trim().min(1, 'Title is required').max(200),
  slug: slugSchema,
  summary: z.string().trim().max(500),
  description: z.string().max(50_000),
  priceCents: priceCentsSchema,
  published: z.boolean(),
  city: nullableText(120),
  meetingPoint: nullableText(300),
  durationMinutes: z.number().int().min(1).max(60 * 24 * 30).nullable(),
  maxTravellers: z.number().int().min(1).max(500),
  bookingLeadDays: z.number().int().min(0, 'Lead days cannot be negative').max(365),
  cancellationPolicy: nullableText(2_000),
  seoTitle: nullableText(200),
  seoDescription: nullableText(500),
  images: z.array(staffProductImageSchema).max(20, 'At most 20 pictures'),
  ageBands: z.array(staffAgeBandSchema).max(10),
  tourGrades: z.array(staffTourGradeSchema).max(30),
  availabilitySlots: z.array(staffAvailabilitySlotSchema).max(100),
  blackoutDates: z.array(staffBlackoutDateSchema).max(366),
  // Box gifts: the experiences the recipient chooses from, and who and which option the price pays for.
  coveredExperienceIds: z.array(z.string().trim().min(1, 'Choose an experience').max(40)).max(50, 'A box covers at most 50 experiences'),
  giftParty: z.enum(giftParties, 'Choose who the gift is for').nullable(),
  giftOption: z.enum(giftOptions, 'Choose the option the gift covers').nullable(),
};

type ProductFieldsInput = { [Key in keyof typeof productFields]?: z.output<(typeof productFields)[Key]> };

/** Rules across fields: codes and slots unique, each grade priced only for the product's own age bands. */
function checkProductFields(input: ProductFieldsInput, context: z.RefinementCtx): void {
  const duplicates = <Item>(items: Item[] | undefined, keyOf: (item: Item) => string, path: string, field: string, message: string) => {
    const seen = new Set<string>();
    items?.forEach((item, index) => {
      const key = keyOf(item);
      if (seen.has(key)) context.addIssue({ code: 'custom', message, path: [path, index, field] });
      seen.add(key);
    });
  };
  duplicates(input.ageBands, (band) => band.code, 'ageBands', 'code', 'Each age band needs its own code');
  duplicates(input.tourGrades, (grade) => grade.code, 'tourGrades', 'code', 'Each option needs its own code');
  duplicates(input.availabilitySlots, (slot) => `${slot.weekday} ${slot.startTime}`, 'availabilitySlots', 'startTime', 'This departure is listed twice');
  duplicates(input.blackoutDates, (blackout) => blackout.date, 'blackoutDates', 'date', 'This date is listed twice');
  input.coveredExperienceIds?.forEach((id, index, ids) => {
    if (ids.indexOf(id) !== index) context.addIssue({ code: 'custom', message: 'This experience is listed twice', path: ['coveredExperienceIds', index] });
  });
  input.tourGrades?.forEach((grade, gradeIndex) => {
    const priced = new Set<string>();
    grade.prices.forEach((price, priceIndex) => {
      const path = ['tourGrades', gradeIndex, 'prices', priceIndex, 'ageBandCode'];
      if (priced.has(price.ageBandCode)) context.addIssue({ code: 'custom', message: 'Each age band has one price per option', path });
      priced.add(price.ageBandCode);
    });
  });
  if (input.ageBands !== undefined && input.tourGrades !== undefined) {
    const unknown = findUnknownAgeBandPrices(input.tourGrades, input.ageBands.map((band) => band.code));
    for (const path of unknown) context.addIssue({ code: 'custom', message: 'Add this age band to the product first', path });
  }
}

/** Paths of grade prices for an age band the product does not have (the service checks a grade-only change against the stored bands). */
export function findUnknownAgeBandPrices(tourGrades: readonly { prices: readonly { ageBandCode: string }[] }[], ageBandCodes: readonly string[]): (string | number)[][] {
  const known = new Set(ageBandCodes);
  return tourGrades.flatMap((grade, gradeIndex) =>
    grade.prices.flatMap((price, priceIndex) => (known.has(price.ageBandCode) ? [] : [['tourGrades', gradeIndex, 'prices', priceIndex, 'ageBandCode']])),
  );
}

/** `POST /api/admin/products`: a new product, unpublished unless said otherwise. */
export const createProductSchema = z
  .object({
    kind: z.enum(productKinds, 'Choose gift or experience'),
    ...productFields,
    summary: productFields.summary.default(''),
    description: productFields.description.default(''),
    published: productFields.published.default(false),
    city: productFields.city.default(null),
    meetingPoint: productFields.meetingPoint.default(null),
    durationMinutes: productFields.durationMinutes.default(null),
    maxTravellers: productFields.maxTravellers.default(10),
    bookingLeadDays: productFields.bookingLeadDays.default(21),
    cancellationPolicy: productFields.cancellationPolicy.default(null),
    seoTitle: productFields.seoTitle.default(null),
    seoDescription: productFields.seoDescription.default(null),
    images: productFields.images.default([]),
    ageBands: productFields.ageBands.default([]),
    tourGrades: productFields.tourGrades.default([]),
    availabilitySlots: productFields.availabilitySlots.default([]),
    blackoutDates: productFields.blackoutDates.default([]),
    coveredExperienceIds: productFields.coveredExperienceIds.default([]),
    giftParty: productFields.giftParty.default(null),
    giftOption: productFields.giftOption.default(null),
  })
  .strict()
  .superRefine(checkProductFields);
export type CreateProductInput = z.output<typeof createProductSchema>;

/**
 * `PUT /api/admin/products/{id}`: only the fields sent are changed; a list sent replaces the product's list.
 * `expectedUpdatedAt` is the product's `updatedAt` as the client loaded it: when sent, a product changed
 * since answers 409 instead of being overwritten; without it the last save wins (SPEC §7's clients).
 */
export const updateProductDetailsSchema = z
  .object({
    ...productFields,
    expectedUpdatedAt: z.iso.datetime({ offset: true, error: 'Send the updatedAt the product was loaded with' }),
  })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).some((field) => field !== 'expectedUpdatedAt'), 'Send at least one field to change')
  .superRefine(checkProductFields);
export type UpdateProductDetailsInput = Omit<z.output<typeof updateProductDetailsSchema>, 'expectedUpdatedAt'>;

/** `POST /api/admin/products/gift-price`: what a box would cost, before it is saved. */
export const boxGiftQuoteSchema = z
  .object({ coveredExperienceIds: productFields.coveredExperienceIds, giftParty: productFields.giftParty, giftOption: productFields.giftOption })
  .strict();

export const boxGiftQuoteAnswerSchema = z.object({
  data: z.object({
    /** The certificate price; null when no published experience in the box takes the party. */
    priceCents: z.number().int().nullable(),
    /** Each experience's price for the party on the option (null: it cannot take the party, or is not published). */
    experiences: z.array(z.object({ id: z.string(), partyPriceCents: z.number().int().nullable() })),
  }),
});
export type BoxGiftQuote = z.infer<typeof boxGiftQuoteAnswerSchema>['data'];

/** The edit form's values: every field of a product, as the create call takes them. */
export type ProductFormValues = z.input<typeof createProductSchema>;

/** `POST /api/admin/products/bulk-price` (SPEC §3 "Price update: list of id and price"), prices in cents. */
export const bulkPriceUpdateSchema = z.object({
  items: z
    .array(z.object({ id: z.string().trim().min(1, 'Product id is required').max(40), price: priceCentsSchema }))
    .min(1, 'Send at least one price')
    .max(500, 'At most 500 prices at once')
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.id)) context.addIssue({ code: 'custom', message: 'This product is listed twice', path: [index, 'id'] });
        seen.add(item.id);
      });
    }),
});

export const bulkPriceAnswerSchema = z.object({ data: z.array(z.object({ id: z.string(), slug: z.string(), priceCents: z.number().int() })) });

/** What a product looks like to the back office: everything its edit form shows. */
export const staffProductDetailSchema = z.object({
  id: z.string(),
  kind: z.enum(productKinds),
  serviceType: z.enum(serviceTypes),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  published: z.boolean(),
  city: z.string().nullable(),
  meetingPoint: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  maxTravellers: z.number().int(),
  bookingLeadDays: z.number().int(),
  cancellationPolicy: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() })),
  ageBands: z.array(z.object({ code: z.string(), label: z.string(), minAge: z.number().int(), maxAge: z.number().int() })),
  tourGrades: z.array(
    z.object({ code: z.string(), title: z.string(), description: z.string(), prices: z.array(z.object({ ageBandCode: z.string(), priceCents: z.number().int() })) }),
  ),
  availabilitySlots: z.array(z.object({ weekday: z.number().int(), startTime: z.string(), capacity: z.number().int() })),
  blackoutDates: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
  /** The page's trail, in display order (`POST /api/product/update-breadcrumbs` changes it). */
  breadcrumbIds: z.array(z.string()),
  coveredExperiences: z.array(z.object({ id: z.string(), title: z.string(), published: z.boolean() })),
  giftParty: z.enum(giftParties).nullable(),
  giftOption: z.enum(giftOptions).nullable(),
  /** What refers to the product: with any of these it can only be unpublished, not deleted. */
  references: z.object({ orders: z.number().int(), vouchers: z.number().int(), bookings: z.number().int() }),
  updatedAt: z.string(),
});
export type StaffProductDetail = z.infer<typeof staffProductDetailSchema>;

/** SPEC §7 list parameters of the admin API: `page` and `per_page` go together, `search` is free text; `kind` and `published` filter. */
export const staffProductListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  kind: z.enum(productKinds, 'Use GIFT_VOUCHER or EXPERIENCE').optional(),
  published: z
    .enum(['true', 'false'], 'Use true or false')
    .transform((value) => value === 'true')
    .optional(),
});
export type StaffProductListParams = z.infer<typeof staffProductListParamsSchema>;

export const staffProductRowSchema = z.object({
  id: z.string(),
  kind: z.enum(productKinds),
  slug: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  published: z.boolean(),
  city: z.string().nullable(),
  updatedAt: z.string(),
  /** The shop's other languages in which a text of the product is not translated yet (docs/adr/0024). */
  missingTranslations: z.array(z.string()),
});
export type StaffProductRow = z.infer<typeof staffProductRowSchema>;

// ───────────────────────────── Sort order export and import ─────────────────────────────

/** The columns of the sort-order file, in order; `position` is the product's `sortOrder`. */
export const sortOrderCsvColumns = ['id', 'slug', 'title', 'position'] as const;

/** One row of an imported sort-order file; `slug`, when present, must still name the product. */
export const sortOrderCsvRowSchema = z.object({
  id: z.string().trim().min(1, 'id is required'),
  slug: z
    .string()
    .trim()
    .optional()
    .transform((slug) => (slug === '' ? undefined : slug)),
  position: z
    .string()
    .trim()
    .min(1, { message: 'position is required', abort: true })
    .regex(/^\d{1,7}$/, 'position must be a whole number from 0 to 9999999')
    .transform(Number),
});

/** SPEC §7 GET /v2/admin/products/export-order: the file's name for GET /admin/download/{name}. */
export const sortOrderExportAnswerSchema = z.object({ name: z.string() });

export const sortOrderImportAnswerSchema = z.object({ message: z.string() });

/** A refused import: what is wrong with each row, by its row number in the file (the header is row 1). */
export const sortOrderImportErrorsSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type SortOrderRowError = z.infer<typeof sortOrderImportErrorsSchema>['errors'][number];
