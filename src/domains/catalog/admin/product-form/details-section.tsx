'use client';

import { useWatch, type Control } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import type { CreateProductInput, ProductFormValues } from '../../staff-schemas';
import { DollarsInput, Section } from './form-parts';
import type { ProductForm } from './product-values';

function PriceField({ form }: { form: ProductForm }) {
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

function PublishedSwitch({ control, form }: { control: Control<ProductFormValues, unknown, CreateProductInput>; form: ProductForm }) {
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

/** Kind (chosen once, when the product is created), names, price and whether it is on sale. */
export function DetailsSection({ form, choosesKind, showsPrice }: { form: ProductForm; choosesKind: boolean; showsPrice: boolean }) {
  const errors = form.formState.errors;
  return (
    <Section title="Details">
      {choosesKind ? (
        <SelectField id="product-kind" label="Kind" error={errors.kind?.message} {...form.register('kind')}>
          <option value="EXPERIENCE">Experience</option>
          <option value="GIFT_VOUCHER">Gift voucher</option>
        </SelectField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="product-title" label="Title" error={errors.title?.message} {...form.register('title')} />
        <TextField id="product-slug" label="Slug (the address in the shop)" error={errors.slug?.message} {...form.register('slug')} />
      </div>
      <TextAreaField id="product-summary" label="Summary (cards and search results)" rows={2} error={errors.summary?.message} {...form.register('summary')} />
      {showsPrice ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PriceField form={form} />
        </div>
      ) : null}
      <PublishedSwitch control={form.control} form={form} />
    </Section>
  );
}
