'use client';

import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Section } from './form-parts';
import type { ProductForm } from './product-values';

const optionalNumber = { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) };

/** Where and how long an experience runs, how many may book and how far ahead. */
export function ExperienceSection({ form }: { form: ProductForm }) {
  const errors = form.formState.errors;
  return (
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
  );
}
