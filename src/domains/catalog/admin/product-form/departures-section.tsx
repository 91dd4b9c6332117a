'use client';

import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { ErrorText, RowActions, Section } from './form-parts';
import type { ProductForm } from './product-values';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function DeparturesSection({ form }: { form: ProductForm }) {
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
