'use client';

import Image from 'next/image';
import { useId, useState } from 'react';
import { z } from 'zod';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import { requestAdminApi } from '@/lib/admin-api';

const uploadAnswerSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** The picture's address: an uploaded file's `/uploads/…` path, or an https URL pasted in. */
  value: string;
  onChange: (url: string) => void;
  /** Told the stored picture's size after an upload. */
  onMeasured?: (size: { width: number; height: number }) => void;
  error?: string;
  /** The preview's alt text: what the picture will say on the storefront. */
  previewAlt: string;
}

/** An image field: upload a file through SPEC §7 POST /v3/upload, or paste an address; with a preview. */
export function ImageUploadField({ id, label, value, onChange, onMeasured, error, previewAlt }: ImageUploadFieldProps) {
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File): Promise<void> {
    setUploading(true);
    setUploadError(null);
    try {
      const form = new FormData();
      form.set('file', file);
      const { url, width, height } = await requestAdminApi('/api/v3/upload', uploadAnswerSchema, { method: 'POST', body: form });
      onChange(url);
      onMeasured?.({ width, height });
    } catch (caught) {
      setUploadError(describeAdminError(caught));
    } finally {
      setUploading(false);
    }
  }

  const message = uploadError ?? error;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-black/10 p-4">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="relative flex h-40 w-full items-center justify-center overflow-hidden rounded-md bg-slate-100 sm:w-72">
        {value ? (
          // The preview shows the file as stored: no resizing, so staff see exactly what they chose.
          <Image src={value} alt={previewAlt} fill unoptimized sizes="18rem" className="object-contain" />
        ) : (
          <span className="text-sm text-muted">No picture yet</span>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-semibold">
          Upload a picture (JPEG, PNG or WebP)
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
            event.target.value = '';
          }}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-brand file:bg-white file:px-3 file:py-1.5 file:text-brand"
        />
        {uploading ? (
          <p role="status" className="text-sm text-muted">
            Uploading…
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          Picture address
        </label>
        <input
          id={id}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
        />
        {message ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-brand-dark">
            {message}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
