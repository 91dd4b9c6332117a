'use client';

import type { ComponentPropsWithRef } from 'react';

type FieldShellProps = { id: string; label: string; error?: string };

const controlClassName =
  'w-full rounded-md border border-muted bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-[invalid=true]:border-brand';

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-brand-dark">
      {error}
    </p>
  ) : null;
}

/** Labelled input whose translated error is announced with it. */
export function TextField({ id, label, error, ...input }: FieldShellProps & ComponentPropsWithRef<'input'>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClassName}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ id, label, error, ...textarea }: FieldShellProps & ComponentPropsWithRef<'textarea'>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClassName} min-h-32`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({ id, label, error, children, ...select }: FieldShellProps & ComponentPropsWithRef<'select'>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClassName}
      >
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
