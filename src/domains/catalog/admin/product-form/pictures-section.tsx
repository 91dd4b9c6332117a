'use client';

import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { ErrorText, Section } from './form-parts';
import type { ProductForm } from './product-values';

const uploadAnswerSchema = z.object({ url: z.string() });

export function PicturesSection({ form, knownSizes }: { form: ProductForm; knownSizes: Map<string, string> }) {
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
