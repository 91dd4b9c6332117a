'use client';

import type { ReactNode } from 'react';

type TermsCheckboxProps = {
  /** Prefix of the error's id, unique on the page. */
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The sentence, with its link to the terms. */
  label: ReactNode;
  error?: string;
};

/** SPEC §5: checkout requires ticking the terms; the message of an unticked box is tied to it. */
export function TermsCheckbox({ id, checked, onChange, label, error }: TermsCheckboxProps) {
  const errorId = `${id}-terms-error`;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-4 accent-brand"
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-brand-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}
