import 'server-only';
import { z } from 'zod';
import { FORM_ERROR_KEY } from '@/lib/action-result';
import { AppError } from './errors';

/** Messages per field path, from the error of a zod or zod/mini schema. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || FORM_ERROR_KEY;
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** The path of the first string holding a NUL character; PostgreSQL text cannot store one. */
export function findNulCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The one way input enters a service: every string free of NUL characters, then the area's
 * schema. Failures are `invalid_input` with messages per field; `message` says what the whole
 * input should look like (e.g. for a query string), instead of the generic sentence.
 */
export function parseInput<Schema extends z.core.$ZodType>(schema: Schema, input: unknown, { message = 'Some fields need attention.' } = {}): z.output<Schema> {
  const nulPath = findNulCharacter(input);
  if (nulPath) {
    throw new AppError('invalid_input', message, { [nulPath.join('.') || FORM_ERROR_KEY]: ['This contains a character that is not allowed.'] });
  }
  // The top-level safeParse takes zod and zod/mini schemas alike.
  const result = z.safeParse(schema, input);
  if (!result.success) throw new AppError('invalid_input', message, fieldErrorsOf(result.error));
  return result.data;
}
