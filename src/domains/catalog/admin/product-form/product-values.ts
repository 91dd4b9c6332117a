import type { UseFormReturn } from 'react-hook-form';
import type { CreateProductInput, ProductFormValues, StaffProductDetail } from '../../staff-schemas';

/** The product form's react-hook-form handle, which every section is given. */
export type ProductForm = UseFormReturn<ProductFormValues, unknown, CreateProductInput>;

/** What staff typed before a reload, laid over the product as it is now. */
export type CarriedEdits = { values: Partial<ProductFormValues>; breadcrumbIds?: string[] };

export const emptyProduct: ProductFormValues = {
  kind: 'EXPERIENCE',
  title: '',
  slug: '',
  summary: '',
  description: '',
  priceCents: 0,
  published: false,
  city: '',
  meetingPoint: '',
  durationMinutes: null,
  maxTravellers: 10,
  bookingLeadDays: 21,
  cancellationPolicy: '',
  seoTitle: '',
  seoDescription: '',
  images: [],
  ageBands: [{ code: 'ADULT', label: 'Adult', minAge: 18, maxAge: 99 }],
  tourGrades: [],
  availabilitySlots: [],
  blackoutDates: [],
  coveredExperienceIds: [],
  giftParty: 'ONE',
  giftOption: 'STANDARD',
};

export function toFormValues(product: StaffProductDetail): ProductFormValues {
  return {
    kind: product.kind,
    title: product.title,
    slug: product.slug,
    summary: product.summary,
    description: product.description,
    priceCents: product.priceCents,
    published: product.published,
    city: product.city ?? '',
    meetingPoint: product.meetingPoint ?? '',
    durationMinutes: product.durationMinutes,
    maxTravellers: product.maxTravellers,
    bookingLeadDays: product.bookingLeadDays,
    cancellationPolicy: product.cancellationPolicy ?? '',
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    images: product.images.map(({ url, alt }) => ({ url, alt })),
    ageBands: product.ageBands,
    tourGrades: product.tourGrades,
    availabilitySlots: product.availabilitySlots,
    blackoutDates: product.blackoutDates,
    coveredExperienceIds: product.coveredExperiences.map((experience) => experience.id),
    giftParty: product.giftParty ?? 'ONE',
    giftOption: product.giftOption ?? 'STANDARD',
  };
}

/** A gift voucher has no experience fields: whatever the hidden sections hold is not sent as the gift's. */
export function withoutHiddenFields(values: CreateProductInput): CreateProductInput {
  if (values.kind === 'EXPERIENCE') return { ...values, coveredExperienceIds: [], giftParty: null, giftOption: null };
  const gift = { ...values, city: null, meetingPoint: null, durationMinutes: null, ageBands: [], tourGrades: [], availabilitySlots: [], blackoutDates: [] };
  // A plain gift card covers nothing, so it has no party or option either.
  return values.coveredExperienceIds.length > 0 ? gift : { ...gift, giftParty: null, giftOption: null };
}

/**
 * What the PUT sends: every field but the kind, which never changes; Viator's dates are Viator's;
 * a box's price is the server's to work out. The version loaded makes a save over someone else's a 409.
 */
export function toUpdateBody(values: CreateProductInput, product: StaffProductDetail) {
  const { availabilitySlots, blackoutDates, ...rest } = values;
  const body: Partial<CreateProductInput> & { expectedUpdatedAt: string } = {
    ...(product.serviceType === 'VIATOR' ? rest : { ...rest, availabilitySlots, blackoutDates }),
    expectedUpdatedAt: product.updatedAt,
  };
  delete body.kind;
  if (values.coveredExperienceIds.length > 0) delete body.priceCents;
  return body;
}

export const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);
