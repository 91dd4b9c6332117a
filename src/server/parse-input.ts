import 'server-only';
import { z } from 'zod';
import { FORM_ERROR_KEY } from '@/lib/action-result';
import { fieldErrorsOf } from '@/lib/field-errors';
import { AppError } from './errors';

// Half of a UTF-16 pair without its other half: JSON's `\ud800` makes one, and Prisma's engine
// refuses the whole query it sits in (an error, so a 500), as PostgreSQL text could not store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isUnstorable(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/** The path of the first string or key holding a NUL character or a lone surrogate; PostgreSQL text cannot store either. */
export function findUnstorableCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isUnstorable(value) ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorable(key)) return [...path, key];
      const found = findUnstorableCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The one way input enters a service: every string storable (no NUL, no lone surrogate), then the area's
 * schema. Failures are `invalid_input` with messages per field; `message` says what the whole
 * input should look like (e.g. for a query string), instead of the generic sentence.
 */
export function parseInput<Schema extends z.core.$ZodType>(schema: Schema, input: unknown, { message = 'Some fields need attention.' } = {}): z.output<Schema> {
  const unstorablePath = findUnstorableCharacter(input);
  if (unstorablePath) {
    throw new AppError('invalid_input', message, { [unstorablePath.join('.') || FORM_ERROR_KEY]: ['This contains a character that is not allowed.'] });
  }
  // The top-level safeParse takes zod and zod/mini schemas alike.
  const result = z.safeParse(schema, input);
  if (!result.success) throw new AppError('invalid_input', message, fieldErrorsOf(result.error));
  return result.data;
}
