'use client';

import { useDeferredValue } from 'react';
import { useWatch } from 'react-hook-form';
import { TextAreaField } from '@/components/ui/form-field';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { Section } from './form-parts';
import type { ProductForm } from './product-values';

export function DescriptionSection({ form }: { form: ProductForm }) {
  const source = useWatch({ control: form.control, name: 'description' }) ?? '';
  // The preview may lag a keystroke behind on a long text; typing never waits for it.
  const preview = useDeferredValue(source);
  return (
    <Section title="Description">
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
    </Section>
  );
}
