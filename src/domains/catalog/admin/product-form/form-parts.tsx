'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { centsToDollarsText, parseDollarsToCents } from '@/lib/money';

export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-black/10 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

export function ErrorText({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-brand-dark">
      {message}
    </p>
  ) : null;
}

/** A dollar amount typed freely and kept as cents; an unreadable amount becomes NaN so the schema says "Enter a price". */
export function DollarsInput({ id, label, cents, onCents, error }: { id: string; label: string; cents: number | undefined; onCents: (cents: number | undefined) => void; error?: string }) {
  const [text, setText] = useState(cents === undefined || Number.isNaN(cents) ? '' : centsToDollarsText(cents));
  return (
    <TextField
      id={id}
      label={label}
      inputMode="decimal"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseDollarsToCents(event.target.value);
        onCents(event.target.value.trim() === '' ? undefined : (parsed ?? Number.NaN));
      }}
    />
  );
}

export function RowActions({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <div className="flex items-end">
      <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${label}`}>
        Remove
      </Button>
    </div>
  );
}
