'use client';

import { useId, useState } from 'react';
import * as z from 'zod';
import { ApiRequestError } from '@/lib/api-client';
import { requestAdminApi } from '@/lib/admin-api';

const uploadAnswerSchema = z.object({ url: z.string() });

interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * A picture by file or by URL (SPEC §3): a chosen file is uploaded first (POST /api/v3/upload)
 * and the field takes the stored path, `/uploads/…`; or staff paste an https:// address.
 */
export function ImageField({ label, value, onChange, onBlur, error }: ImageFieldProps) {
  const inputId = useId();
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  async function upload(file: File): Promise<void> {
    setUploading(true);
    setUploadError(null);
    try {
      const form = new FormData();
      form.set('file', file);
      const { url } = await requestAdminApi('/api/v3/upload', uploadAnswerSchema, { method: 'POST', body: form });
      onChange(url);
    } catch (failure) {
      setUploadError(failure instanceof ApiRequestError ? failure.message : 'The picture could not be uploaded. Try again.');
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-black/10 p-4">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}: uploaded path or https:// URL
      </label>
      <input
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${inputId}-error` : undefined}
        className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-[invalid=true]:border-brand"
      />
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={fileId} className="text-sm font-semibold">
          Or upload a file
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
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-muted file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
        />
        {uploading ? (
          <span role="status" className="text-sm text-muted">
            Uploading…
          </span>
        ) : null}
      </div>
      {shownError ? (
        <p id={`${inputId}-error`} className="text-sm font-medium text-brand-dark">
          {shownError}
        </p>
      ) : null}
      {value && !shownError ? (
        // A preview of what staff chose; remote URLs are staff's own, so a plain img is enough here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={value} alt={`${label} preview`} className="max-h-40 w-auto max-w-full rounded-md border border-black/10 object-contain" />
      ) : null}
    </div>
  );
}
