'use client';

import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ErrorText, RowActions, Section } from './form-parts';
import type { ProductForm } from './product-values';

export function AgeBandsSection({ form }: { form: ProductForm }) {
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
