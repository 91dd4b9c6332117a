'use client';

import { useEffect, useRef } from 'react';

/** A form-level message (a failed sign-in, a rate limit), announced and given focus when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} className="rounded-md border border-brand bg-brand-light p-3 font-semibold text-brand-dark outline-none">
      {message}
    </p>
  );
}
