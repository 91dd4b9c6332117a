import type { FieldError } from 'react-hook-form';
import type { ActionFailure } from '@/lib/action-result';

/**
 * A field's message: browser checks give message keys of the form's namespace, which `translate`
 * turns into text; the server's answers are already translated.
 */
export function describeFieldError(error: FieldError | undefined, translate: (key: string) => string): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : translate(error.message);
}

/** The server's field messages for the form's own fields; the rest of the failure is the form's. */
export function pickServerFieldErrors<Field extends string>(failure: ActionFailure, fields: readonly Field[]): { field: Field; message: string }[] {
  return fields.flatMap((field) => {
    const message = failure.fieldErrors[field]?.[0];
    return message ? [{ field, message }] : [];
  });
}
