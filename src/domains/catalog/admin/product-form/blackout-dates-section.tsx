'use client';

import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ErrorText, RowActions, Section } from './form-parts';
import type { ProductForm } from './product-values';

export function BlackoutDatesSection({ form }: { form: ProductForm }) {
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
