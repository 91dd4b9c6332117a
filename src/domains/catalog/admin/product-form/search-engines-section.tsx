'use client';

import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Section } from './form-parts';
import type { ProductForm } from './product-values';

export function SearchEnginesSection({ form }: { form: ProductForm }) {
  const errors = form.formState.errors;
  return (
    <Section title="Search engines" description="Left empty, the title and summary are used.">
      <TextField id="product-seo-title" label="SEO title" error={errors.seoTitle?.message} {...form.register('seoTitle')} />
      <TextAreaField id="product-seo-description" label="SEO description" rows={2} error={errors.seoDescription?.message} {...form.register('seoDescription')} />
    </Section>
  );
}
