'use client';

import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { DollarsInput, ErrorText, RowActions, Section } from './form-parts';
import type { ProductForm } from './product-values';

/** One option's price for each of the product's age bands; a band left empty is not sold on this option. */
function GradePrices({ form, gradeIndex }: { form: ProductForm; gradeIndex: number }) {
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

export function TourGradesSection({ form }: { form: ProductForm }) {
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
