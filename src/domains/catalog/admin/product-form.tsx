'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { landingQueryKeys } from '@/domains/content/admin/landing-query-keys';
import { OrderedPicker } from '@/domains/content/admin/ordered-picker';
import { staffBreadcrumbSchema } from '@/domains/content/schemas';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import type { GiftOption, GiftParty } from '../lib/certificate-price';
import { centsToDollarsText, parseDollarsToCents } from '../lib/dollars';
import { productPath } from '../lib/product-path';
import {
  boxGiftQuoteAnswerSchema,
  createProductSchema,
  staffProductDetailSchema,
  staffProductRowSchema,
  type CreateProductInput,
  type ProductFormValues,
  type StaffProductDetail,
  type TagAssignmentElement,
} from '../schemas';
import { kindLabels } from './product-list';
import { SearchPicker, type PickerCandidates } from './search-picker';

type Form = UseFormReturn<ProductFormValues, unknown, CreateProductInput>;

const productAnswerSchema = z.object({ data: staffProductDetailSchema });
const uploadAnswerSchema = z.object({ url: z.string() });
const breadcrumbsAnswerSchema = z.object({ data: z.array(staffBreadcrumbSchema) });
const messageAnswerSchema = z.object({ message: z.string() });

const partyLabels: Record<GiftParty, string> = { ONE: 'One adult', TWO: 'Two adults', FAMILY: 'A family (two adults, two children)' };
// Short enough not to be cut off in a select on a phone.
const optionLabels: Record<GiftOption, string> = { STANDARD: 'Least expensive option', ANY: 'Any option, dearest included' };

/** What staff typed before a reload, laid over the product as it is now. */
type CarriedEdits = { values: Partial<ProductFormValues>; breadcrumbIds?: string[] };
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const emptyProduct: ProductFormValues = {
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

function toFormValues(product: StaffProductDetail): ProductFormValues {
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
function withoutHiddenFields(values: CreateProductInput): CreateProductInput {
  if (values.kind === 'EXPERIENCE') return { ...values, coveredExperienceIds: [], giftParty: null, giftOption: null };
  const gift = { ...values, city: null, meetingPoint: null, durationMinutes: null, ageBands: [], tourGrades: [], availabilitySlots: [], blackoutDates: [] };
  // A plain gift card covers nothing, so it has no party or option either.
  return values.coveredExperienceIds.length > 0 ? gift : { ...gift, giftParty: null, giftOption: null };
}

/**
 * What the PUT sends: every field but the kind, which never changes; Viator's dates are Viator's;
 * a box's price is the server's to work out. The version loaded makes a save over someone else's a 409.
 */
function toUpdateBody(values: CreateProductInput, product: StaffProductDetail) {
  const { availabilitySlots, blackoutDates, ...rest } = values;
  const body: Partial<CreateProductInput> & { expectedUpdatedAt: string } = {
    ...(product.serviceType === 'VIATOR' ? rest : { ...rest, availabilitySlots, blackoutDates }),
    expectedUpdatedAt: product.updatedAt,
  };
  delete body.kind;
  if (values.coveredExperienceIds.length > 0) delete body.priceCents;
  return body;
}

const isEditConflict = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && typeof error.body === 'object' && error.body !== null && 'title' in error.body && error.body.title === 'edit_conflict';

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/** Server field messages beside their fields; anything else above the form. */
function showServerErrors(form: Form, error: unknown): void {
  if (!(error instanceof ApiRequestError)) {
    toast.error('The back office cannot be reached. Check your connection and try again.');
    return;
  }
  const fields = Object.entries(error.fieldErrors);
  for (const [path, messages] of fields) {
    // The box's experiences are one control: a message about one of them is shown on it.
    const field = path.startsWith('coveredExperienceIds.') ? 'coveredExperienceIds' : path;
    form.setError(field === 'root' ? 'root' : (field as FieldPath<ProductFormValues>), { type: 'server', message: messages.join(' ') });
  }
  toast.error(error.message);
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-black/10 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

function ErrorText({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-brand-dark">
      {message}
    </p>
  ) : null;
}

/** A dollar amount typed freely and kept as cents; an unreadable amount becomes NaN so the schema says "Enter a price". */
function DollarsInput({ id, label, cents, onCents, error }: { id: string; label: string; cents: number | undefined; onCents: (cents: number | undefined) => void; error?: string }) {
  const [text, setText] = useState(cents === undefined || Number.isNaN(cents) ? '' : centsToDollarsText(cents));
  return (
    <TextField
      id={id}
      label={label}
      inputMode="decimal"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseDollarsToCents(event.target.value);
        onCents(event.target.value.trim() === '' ? undefined : (parsed ?? Number.NaN));
      }}
    />
  );
}

const optionalNumber = { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) };

function PriceField({ form }: { form: Form }) {
  const cents = useWatch({ control: form.control, name: 'priceCents' });
  return (
    <DollarsInput
      id="product-price"
      label="Price (CAD, tax included)"
      cents={cents}
      onCents={(next) => form.setValue('priceCents', next ?? Number.NaN, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
      error={form.formState.errors.priceCents?.message}
    />
  );
}

function DescriptionField({ form }: { form: Form }) {
  const source = useWatch({ control: form.control, name: 'description' }) ?? '';
  // The preview may lag a keystroke behind on a long text; typing never waits for it.
  const preview = useDeferredValue(source);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextAreaField id="product-description" label="Description (markdown)" rows={14} error={form.formState.errors.description?.message} {...form.register('description')} />
      <div className="flex flex-col gap-1">
        <p id="product-preview-label" className="text-sm font-semibold">
          Preview, as the shop shows it
        </p>
        <div aria-labelledby="product-preview-label" role="region" className="min-h-32 overflow-auto rounded-md border border-black/10 bg-slate-50 p-3 text-sm">
          {preview.trim() ? <MarkdownContent source={preview} /> : <p className="text-muted">Nothing to preview yet.</p>}
        </div>
      </div>
    </div>
  );
}

function ImagesEditor({ form, knownSizes }: { form: Form; knownSizes: Map<string, string> }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'images' });
  const [uploading, setUploading] = useState(false);
  const errors = form.formState.errors.images;

  async function upload(file: File): Promise<void> {
    setUploading(true);
    try {
      const body = new FormData();
      body.set('file', file);
      const { url } = await requestAdminApi('/api/v3/upload', uploadAnswerSchema, { method: 'POST', body });
      append({ url, alt: '' });
      toast.success('Picture uploaded. Describe it, then save the product.');
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : 'The picture could not be uploaded.');
    } finally {
      setUploading(false);
    }
  }

  return (
    <Section title="Pictures" description="The first picture is the cover. Every picture needs a description for people who cannot see it.">
      {fields.length === 0 ? <p className="text-sm text-muted">No pictures yet.</p> : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-3 rounded-md border border-black/10 p-3 sm:flex-row sm:items-start">
            {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a staff upload, not a storefront picture */}
            <img src={field.url} alt="" className="h-24 w-32 shrink-0 rounded object-cover" />
            <div className="flex flex-1 flex-col gap-2">
              <TextField id={`image-${index}-alt`} label={`Description of picture ${index + 1}`} error={errors?.[index]?.alt?.message ?? errors?.[index]?.url?.message} {...form.register(`images.${index}.alt`)} />
              {knownSizes.get(field.url) ? <p className="text-xs text-muted">{knownSizes.get(field.url)}</p> : null}
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move picture ${index + 1} up`}>
                  Move up
                </Button>
                <Button size="sm" variant="secondary" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move picture ${index + 1} down`}>
                  Move down
                </Button>
                <Button size="sm" variant="ghost" onClick={() => remove(index)} aria-label={`Remove picture ${index + 1}`}>
                  Remove
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <ErrorText message={errors?.message ?? errors?.root?.message} />
      <div className="flex flex-col gap-1">
        <label htmlFor="product-image-upload" className="text-sm font-semibold">
          Add a picture (JPEG, PNG, WebP, AVIF or GIF)
        </label>
        <input
          id="product-image-upload"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          disabled={uploading}
          aria-busy={uploading || undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-muted file:bg-white file:px-3 file:py-2 file:font-medium"
        />
        {uploading ? <p role="status" className="text-sm text-muted">Uploading…</p> : null}
      </div>
    </Section>
  );
}

function RowActions({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <div className="flex items-end">
      <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${label}`}>
        Remove
      </Button>
    </div>
  );
}

function AgeBandsEditor({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ageBands' });
  const errors = form.formState.errors.ageBands;
  return (
    <Section title="Age bands" description="Who may travel, and the ages each price is for. Codes such as ADULT and CHILD match the supplier's.">
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-2 gap-3 border-b border-black/5 pb-3 sm:grid-cols-5">
          <TextField id={`band-${index}-code`} label="Code" error={errors?.[index]?.code?.message} {...form.register(`ageBands.${index}.code`)} />
          <TextField id={`band-${index}-label`} label="Label" error={errors?.[index]?.label?.message} {...form.register(`ageBands.${index}.label`)} />
          <TextField id={`band-${index}-min`} label="From age" type="number" min={0} error={errors?.[index]?.minAge?.message} {...form.register(`ageBands.${index}.minAge`, { valueAsNumber: true })} />
          <TextField id={`band-${index}-max`} label="To age" type="number" min={0} error={errors?.[index]?.maxAge?.message} {...form.register(`ageBands.${index}.maxAge`, { valueAsNumber: true })} />
          <RowActions label={`age band ${index + 1}`} onRemove={() => remove(index)} />
        </div>
      ))}
      <ErrorText message={errors?.message ?? errors?.root?.message} />
      <div>
        <Button size="sm" variant="secondary" onClick={() => append({ code: '', label: '', minAge: 0, maxAge: 99 })}>
          Add an age band
        </Button>
      </div>
    </Section>
  );
}

/** One option's price for each of the product's age bands; a band left empty is not sold on this option. */
function GradePrices({ form, gradeIndex }: { form: Form; gradeIndex: number }) {
  const bands = useWatch({ control: form.control, name: 'ageBands' }) ?? [];
  const prices = useWatch({ control: form.control, name: `tourGrades.${gradeIndex}.prices` }) ?? [];
  const priceErrors = form.formState.errors.tourGrades?.[gradeIndex]?.prices;
  const setPrice = (ageBandCode: string, cents: number | undefined) => {
    const others = prices.filter((price) => price.ageBandCode !== ageBandCode);
    const next = cents === undefined ? others : [...others, { ageBandCode, priceCents: cents }];
    form.setValue(`tourGrades.${gradeIndex}.prices`, next, { shouldDirty: true });
  };
  const namedBands = bands.filter((band) => band.code?.trim());
  if (namedBands.length === 0) return <p className="text-sm text-muted">Add age bands to price this option.</p>;
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="mb-2 text-sm font-semibold">Prices per traveller (CAD)</legend>
      {namedBands.map((band) => {
        const priceIndex = prices.findIndex((price) => price.ageBandCode === band.code);
        const current = prices[priceIndex];
        const error = priceIndex >= 0 ? (priceErrors?.[priceIndex]?.priceCents?.message ?? priceErrors?.[priceIndex]?.ageBandCode?.message) : undefined;
        return (
          <DollarsInput
            key={band.code}
            id={`grade-${gradeIndex}-price-${band.code}`}
            label={band.label || band.code}
            cents={current?.priceCents}
            onCents={(cents) => setPrice(band.code, cents)}
            error={error}
          />
        );
      })}
    </fieldset>
  );
}

function TourGradesEditor({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tourGrades' });
  const errors = form.formState.errors.tourGrades;
  return (
    <Section title="Options (tour grades)" description="What a traveller chooses between, such as Standard or Sunset. Options with bookings cannot be removed.">
      {fields.map((field, index) => (
        <div key={field.id} className="flex flex-col gap-3 rounded-md border border-black/10 p-3">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <TextField id={`grade-${index}-code`} label="Code" error={errors?.[index]?.code?.message} {...form.register(`tourGrades.${index}.code`)} />
            <TextField id={`grade-${index}-title`} label="Title" error={errors?.[index]?.title?.message} {...form.register(`tourGrades.${index}.title`)} />
            <RowActions label={`option ${index + 1}`} onRemove={() => remove(index)} />
          </div>
          <TextAreaField id={`grade-${index}-description`} label="Description" rows={2} error={errors?.[index]?.description?.message} {...form.register(`tourGrades.${index}.description`)} />
          <GradePrices form={form} gradeIndex={index} />
        </div>
      ))}
      <ErrorText message={errors?.message ?? errors?.root?.message} />
      <div>
        <Button size="sm" variant="secondary" onClick={() => append({ code: '', title: '', description: '', prices: [] })}>
          Add an option
        </Button>
      </div>
    </Section>
  );
}

function SlotsEditor({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'availabilitySlots' });
  const errors = form.formState.errors.availabilitySlots;
  return (
    <Section title="Weekly departures" description="In the experience's local time. Departures with travellers booked cannot be removed: add blackout dates instead.">
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-2 gap-3 border-b border-black/5 pb-3 sm:grid-cols-4">
          <SelectField id={`slot-${index}-weekday`} label="Day" error={errors?.[index]?.weekday?.message} {...form.register(`availabilitySlots.${index}.weekday`, { valueAsNumber: true })}>
            {weekdays.map((name, weekday) => (
              <option key={name} value={weekday}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextField id={`slot-${index}-time`} label="Starts at" type="time" error={errors?.[index]?.startTime?.message} {...form.register(`availabilitySlots.${index}.startTime`)} />
          <TextField id={`slot-${index}-capacity`} label="Seats" type="number" min={1} error={errors?.[index]?.capacity?.message} {...form.register(`availabilitySlots.${index}.capacity`, { valueAsNumber: true })} />
          <RowActions label={`departure ${index + 1}`} onRemove={() => remove(index)} />
        </div>
      ))}
      <ErrorText message={errors?.message ?? errors?.root?.message} />
      <div>
        <Button size="sm" variant="secondary" onClick={() => append({ weekday: 6, startTime: '09:00', capacity: 10 })}>
          Add a departure
        </Button>
      </div>
    </Section>
  );
}

function BlackoutsEditor({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'blackoutDates' });
  const errors = form.formState.errors.blackoutDates;
  return (
    <Section title="Blackout dates" description="Dates the experience does not run, such as holidays.">
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-2 gap-3 border-b border-black/5 pb-3 sm:grid-cols-3">
          <TextField id={`blackout-${index}-date`} label="Date" type="date" error={errors?.[index]?.date?.message} {...form.register(`blackoutDates.${index}.date`)} />
          <TextField id={`blackout-${index}-reason`} label="Reason (optional)" error={errors?.[index]?.reason?.message} {...form.register(`blackoutDates.${index}.reason`)} />
          <RowActions label={`blackout date ${index + 1}`} onRemove={() => remove(index)} />
        </div>
      ))}
      <ErrorText message={errors?.message ?? errors?.root?.message} />
      <div>
        <Button size="sm" variant="secondary" onClick={() => append({ date: '', reason: '' })}>
          Add a blackout date
        </Button>
      </div>
    </Section>
  );
}

/** The box's experiences come from the back office's product list, experiences only. */
const experienceCandidates: PickerCandidates = {
  key: ['admin', 'products', 'box-candidates'],
  fetchPage: async ({ search, page, perPage }) => {
    const query = new URLSearchParams({ kind: 'EXPERIENCE', page: String(page), per_page: String(perPage), ...(search ? { search } : {}) });
    const answer = await requestAdminApi(`/api/admin/products?${query}`, adminListAnswerSchema(staffProductRowSchema));
    return {
      total: answer.total,
      data: answer.data.map((row) => ({ id: row.id, label: row.title, detail: `${row.city ?? 'No city'} · ${row.published ? 'published' : 'not published'}` })),
    };
  },
};

/**
 * A box gift: the experiences the recipient chooses from, who the gift is for and which option.
 * The price shown is the server's (SPEC §9), asked for again whenever the choice changes.
 */
function BoxGiftEditor({ form, initial }: { form: Form; initial: StaffProductDetail['coveredExperiences'] }) {
  const ids = useWatch({ control: form.control, name: 'coveredExperienceIds' }) ?? [];
  const party = useWatch({ control: form.control, name: 'giftParty' }) ?? 'ONE';
  const option = useWatch({ control: form.control, name: 'giftOption' }) ?? 'STANDARD';
  const [known, setKnown] = useState(() => new Map(initial.map((experience) => [experience.id, experience.title])));
  const quote = useQuery({
    queryKey: ['admin', 'products', 'gift-price', ids, party, option],
    queryFn: () => requestAdminApi('/api/admin/products/gift-price', boxGiftQuoteAnswerSchema, adminJsonRequest('POST', { coveredExperienceIds: ids, giftParty: party, giftOption: option })),
    enabled: ids.length > 0,
  });
  const partyPrices = new Map(quote.data?.data.experiences.map((experience) => [experience.id, experience.partyPriceCents]));
  const selected: TagAssignmentElement[] = ids.map((id) => {
    const cents = partyPrices.get(id);
    const detail = cents === undefined ? '' : cents === null ? 'Not offered: unpublished, or no tickets for this party' : `${formatMoney(cents)} for ${partyLabels[party].toLowerCase()}`;
    return { id, label: known.get(id) ?? 'An experience', detail };
  });
  const errors = form.formState.errors;

  return (
    <Section title="What the gift covers" description="Leave empty for a plain gift card with its own price. A box costs as much as its dearest published experience for the party, on the option chosen.">
      <SearchPicker
        legend="Experiences in the box"
        candidates={experienceCandidates}
        selected={selected}
        error={errors.coveredExperienceIds?.message ?? errors.coveredExperienceIds?.root?.message}
        onChange={(elements) => {
          setKnown((labels) => new Map([...labels, ...elements.map((element) => [element.id, element.label] as const)]));
          form.setValue(
            'coveredExperienceIds',
            elements.map((element) => element.id),
            { shouldDirty: true },
          );
          form.clearErrors('coveredExperienceIds');
        }}
      />
      {ids.length > 0 ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField id="product-gift-party" label="Who the gift is for" error={errors.giftParty?.message} {...form.register('giftParty')}>
              {Object.entries(partyLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField id="product-gift-option" label="Option covered" error={errors.giftOption?.message} {...form.register('giftOption')}>
              {Object.entries(optionLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          </div>
          <div role="status" className="rounded-md border border-black/10 bg-slate-50 px-3 py-2 text-sm">
            {quote.isPending ? (
              'Working out the price…'
            ) : quote.isError ? (
              <span className="font-medium text-brand-dark">The price could not be worked out: {quote.error.message}</span>
            ) : quote.data.data.priceCents === null ? (
              <span className="font-medium text-brand-dark">None of the published experiences in this box sells tickets for this party on this option.</span>
            ) : (
              <>
                <span className="font-semibold">Price of the box: {formatMoney(quote.data.data.priceCents)}</span>
                <span className="block text-muted">Worked out by the shop; it follows the experiences’ prices from now on.</span>
              </>
            )}
          </div>
          <ErrorText message={errors.priceCents?.message} />
        </>
      ) : null}
    </Section>
  );
}

function BreadcrumbsField({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const breadcrumbs = useQuery({ queryKey: landingQueryKeys.breadcrumbs, queryFn: () => requestAdminApi('/api/landing/all-breadcrumbs', breadcrumbsAnswerSchema) });
  const status = breadcrumbs.isPending ? 'Loading breadcrumbs…' : breadcrumbs.error ? `Breadcrumbs could not be loaded: ${breadcrumbs.error.message}` : null;
  return (
    <Section title="Breadcrumbs" description="The trail above the product page, from Home on. Left empty, the page shows the list it belongs to.">
      <OrderedPicker
        legend="Trail"
        hint={
          <>
            Edit the shared list under{' '}
            <Link href="/admin/landings/breadcrumbs" className="underline">
              Breadcrumbs
            </Link>
            .
          </>
        }
        options={(breadcrumbs.data?.data ?? []).map((crumb) => ({ id: crumb.id, label: crumb.label, detail: crumb.url }))}
        value={value}
        onChange={onChange}
        emptyText="No breadcrumbs chosen."
        optionsStatus={status}
      />
    </Section>
  );
}

function PublishedSwitch({ control, form }: { control: Control<ProductFormValues, unknown, CreateProductInput>; form: Form }) {
  const published = useWatch({ control, name: 'published' }) ?? false;
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        id="product-published"
        aria-checked={published}
        aria-labelledby="product-published-label"
        onClick={() => form.setValue('published', !published, { shouldDirty: true })}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${published ? 'bg-green-700' : 'bg-slate-500'}`}
      >
        <span className={`inline-block h-5 w-5 rounded-full bg-white transition ${published ? 'translate-x-6' : 'translate-x-1'}`} />
      </button>
      <span id="product-published-label" className="text-sm font-semibold">
        {published ? 'Published: on sale in the shop' : 'Unpublished: hidden from the shop'}
      </span>
    </div>
  );
}

type ProductEditorProps = {
  /** The stored product when editing. */
  product: StaffProductDetail | null;
  /** Edits kept from before a reload, laid over the stored product. */
  carried?: CarriedEdits | null;
  onReload?: (carried: CarriedEdits) => void;
  onSaved?: () => void;
};

/** The create and edit form. */
function ProductEditor({ product, carried, onReload, onSaved }: ProductEditorProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [initialValues] = useState<ProductFormValues>(() => ({ ...(product ? toFormValues(product) : emptyProduct), ...carried?.values }));
  const form: Form = useForm<ProductFormValues, unknown, CreateProductInput>({ resolver: zodResolver(createProductSchema), defaultValues: initialValues });
  const savedBreadcrumbIds = product?.breadcrumbIds ?? [];
  const [breadcrumbIds, setBreadcrumbIds] = useState(carried?.breadcrumbIds ?? savedBreadcrumbIds);
  const [conflict, setConflict] = useState(false);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const coveredCount = useWatch({ control: form.control, name: 'coveredExperienceIds' })?.length ?? 0;
  const isExperience = kind === 'EXPERIENCE';
  const showsDates = isExperience && product?.serviceType !== 'VIATOR';
  const knownSizes = new Map(product?.images.map((image) => [image.url, `${image.width} × ${image.height} px`]) ?? []);
  const errors = form.formState.errors;

  const save = useMutation({
    mutationFn: async (formValues: CreateProductInput) => {
      const values = withoutHiddenFields(formValues);
      const { data } = product
        ? await requestAdminApi(`/api/admin/products/${product.id}`, productAnswerSchema, adminJsonRequest('PUT', toUpdateBody(values, product)))
        : await requestAdminApi('/api/admin/products', productAnswerSchema, adminJsonRequest('POST', values));
      if (sameOrder(breadcrumbIds, savedBreadcrumbIds)) return { data };
      try {
        await requestAdminApi('/api/product/update-breadcrumbs', messageAnswerSchema, adminJsonRequest('POST', { productId: data.id, breadcrumbIds }));
        return { data: { ...data, breadcrumbIds } };
      } catch (error) {
        // The product itself is saved: failing the whole save would make a retry a 409.
        toast.error(`The product was saved, but not its breadcrumbs: ${error instanceof Error ? error.message : 'try again.'}`);
        return { data };
      }
    },
    onSuccess: async ({ data }) => {
      onSaved?.();
      queryClient.setQueryData(['admin', 'products', 'one', data.id], { data });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      // Editing: the new answer remounts the form with the values as stored.
      if (product) {
        toast.success('Product saved. The shop shows the change on its next page load.');
      } else {
        toast.success('Product created.');
        router.push(`/admin/products/${data.id}`);
      }
    },
    onError: (error) => {
      if (isEditConflict(error)) setConflict(true);
      else showServerErrors(form, error);
    },
  });

  /** Reloads the product as it is now, keeping every field staff changed here. */
  function reloadKeepingEdits(): void {
    const typed = form.getValues();
    const changedFields = (Object.keys(typed) as (keyof ProductFormValues)[]).filter((field) => JSON.stringify(typed[field]) !== JSON.stringify(initialValues[field]));
    const values: Partial<ProductFormValues> = Object.fromEntries(changedFields.map((field) => [field, typed[field]]));
    onReload?.({ values, ...(sameOrder(breadcrumbIds, savedBreadcrumbIds) ? {} : { breadcrumbIds }) });
  }

  const remove = useMutation({
    mutationFn: (id: string) => requestAdminApi(`/api/admin/products/${id}`, z.object({ message: z.string() }), adminJsonRequest('DELETE')),
    onSuccess: async (_answer, id) => {
      // The deleted product is not asked for again while its page is still open.
      queryClient.removeQueries({ queryKey: ['admin', 'products', 'one', id] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      toast.success('Product deleted.');
      router.push('/admin/products');
    },
    onError: (error) => toast.error(error.message),
  });
  const referenced = product ? Object.values(product.references).some((count) => count > 0) : false;

  return (
    <>
      <AdminPageHeader
        title={product ? `Edit “${product.title}”` : 'New product'}
        description={product ? `${kindLabels[product.kind]}${product.serviceType === 'VIATOR' ? ' booked through Viator' : ''}` : 'A gift voucher, or an experience the shop runs itself.'}
        actions={
          <>
            {product?.published ? (
              <Link href={productPath(product)} className="text-sm font-medium text-brand-dark underline underline-offset-4" target="_blank">
                View in the shop
              </Link>
            ) : null}
            <Link href="/admin/products" className="text-sm font-medium text-brand-dark underline underline-offset-4">
              Back to products
            </Link>
          </>
        }
      />
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-6">
        {carried ? (
          <p role="status" className="rounded-md border border-black/10 bg-slate-50 px-3 py-2 text-sm">
            Reloaded with the latest version. Your changes are kept on top of it: check them, then save again.
          </p>
        ) : null}
        {errors.root ? (
          <p role="alert" className="rounded-md border border-brand bg-brand-light px-3 py-2 text-sm font-medium text-brand-dark">
            {errors.root.message}
          </p>
        ) : null}
        <Section title="Details">
          {product ? null : (
            <SelectField id="product-kind" label="Kind" error={errors.kind?.message} {...form.register('kind')}>
              <option value="EXPERIENCE">Experience</option>
              <option value="GIFT_VOUCHER">Gift voucher</option>
            </SelectField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="product-title" label="Title" error={errors.title?.message} {...form.register('title')} />
            <TextField id="product-slug" label="Slug (the address in the shop)" error={errors.slug?.message} {...form.register('slug')} />
          </div>
          <TextAreaField id="product-summary" label="Summary (cards and search results)" rows={2} error={errors.summary?.message} {...form.register('summary')} />
          {isExperience || coveredCount === 0 ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <PriceField form={form} />
            </div>
          ) : null}
          <PublishedSwitch control={form.control} form={form} />
        </Section>
        <Section title="Description">
          <DescriptionField form={form} />
        </Section>
        {isExperience ? null : <BoxGiftEditor form={form} initial={product?.coveredExperiences ?? []} />}
        <ImagesEditor form={form} knownSizes={knownSizes} />
        {isExperience ? (
          <>
            <Section title="The experience">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField id="product-city" label="City" error={errors.city?.message} {...form.register('city')} />
                <TextField id="product-meeting-point" label="Meeting point" error={errors.meetingPoint?.message} {...form.register('meetingPoint')} />
                <TextField id="product-duration" label="Duration (minutes)" type="number" min={1} error={errors.durationMinutes?.message} {...form.register('durationMinutes', optionalNumber)} />
                <TextField id="product-max-travellers" label="Most travellers per booking" type="number" min={1} error={errors.maxTravellers?.message} {...form.register('maxTravellers', { valueAsNumber: true })} />
                <TextField id="product-lead-days" label="Book at least this many days ahead" type="number" min={0} error={errors.bookingLeadDays?.message} {...form.register('bookingLeadDays', { valueAsNumber: true })} />
              </div>
              <TextAreaField id="product-cancellation" label="Cancellation policy" rows={3} error={errors.cancellationPolicy?.message} {...form.register('cancellationPolicy')} />
            </Section>
            <AgeBandsEditor form={form} />
            <TourGradesEditor form={form} />
            {showsDates ? (
              <>
                <SlotsEditor form={form} />
                <BlackoutsEditor form={form} />
              </>
            ) : null}
          </>
        ) : null}
        <BreadcrumbsField value={breadcrumbIds} onChange={setBreadcrumbIds} />
        <Section title="Search engines" description="Left empty, the title and summary are used.">
          <TextField id="product-seo-title" label="SEO title" error={errors.seoTitle?.message} {...form.register('seoTitle')} />
          <TextAreaField id="product-seo-description" label="SEO description" rows={2} error={errors.seoDescription?.message} {...form.register('seoDescription')} />
        </Section>
        {/* Beside the Save button that was pressed, so it is seen where the save was asked for. */}
        {conflict ? (
          <div role="alert" className="flex flex-col gap-2 rounded-md border border-brand bg-brand-light px-3 py-3 text-sm text-brand-dark sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium">This product was changed by someone else. Reload to see their changes.</p>
            <Button size="sm" variant="secondary" onClick={reloadKeepingEdits}>
              Reload, keeping my changes
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="submit" loading={save.isPending}>
            {product ? 'Save product' : 'Create product'}
          </Button>
          {product ? (
            referenced ? (
              <p className="max-w-md text-sm text-muted">
                This product was ordered, booked or issued as a voucher, so it cannot be deleted. Unpublish it to take it off the shop.
              </p>
            ) : (
              <ConfirmButton
                title={`Delete “${product.title}”?`}
                description="The product, its pictures, options and departures are removed for good. Nothing was sold or booked on it."
                confirmLabel="Delete product"
                onConfirm={() => remove.mutateAsync(product.id).then(() => undefined, () => undefined)}
              >
                Delete product
              </ConfirmButton>
            )
          ) : null}
        </div>
      </form>
    </>
  );
}

/** `/admin/products/new`. */
export function NewProductForm() {
  return <ProductEditor product={null} />;
}

/** `/admin/products/{id}`: the product as stored now, then its form. */
export function EditProductForm({ productId }: { productId: string }) {
  const [carried, setCarried] = useState<CarriedEdits | null>(null);
  const answer = useQuery({
    queryKey: ['admin', 'products', 'one', productId],
    queryFn: () => requestAdminApi(`/api/admin/products/${encodeURIComponent(productId)}`, productAnswerSchema),
  });
  if (answer.isPending) {
    return (
      <p role="status" className="text-muted">
        Loading the product…
      </p>
    );
  }
  if (answer.error) {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="rounded-md border border-brand bg-brand-light px-4 py-3 text-sm font-medium text-brand-dark">
          {answer.error.message}
        </p>
        <Link href="/admin/products" className="font-medium text-brand-dark underline underline-offset-4">
          Back to products
        </Link>
      </div>
    );
  }
  return (
    <ProductEditor
      key={answer.data.data.updatedAt}
      product={answer.data.data}
      carried={carried}
      onReload={(edits) => {
        setCarried(edits);
        void answer.refetch();
      }}
      onSaved={() => setCarried(null)}
    />
  );
}
