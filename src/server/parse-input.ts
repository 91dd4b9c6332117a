import 'server-only';
import { z } from 'zod';
import { FORM_ERROR_KEY } from '@/lib/action-result';
import { fieldErrorsOf } from '@/lib/field-errors';
import { MAX_INPUT_DEPTH, nestingDepth } from '@/lib/input-depth';
import { AppError } from './errors';

// Half of a UTF-16 pair without its other half: JSON's `\ud800` makes one, and Prisma's engine
// refuses the whole query it sits in (an error, so a 500), as PostgreSQL text could not store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isUnstorable(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/**
 * The path of the first string or key holding a NUL character or a lone surrogate; PostgreSQL text
 * cannot store either. Walks without recursion, and refuses input nested deeper than
 * MAX_INPUT_DEPTH (thousands of levels would otherwise overflow the stack: a 500).
 */
export function findUnstorableCharacter(value: unknown): string[] | null {
  if (nestingDepth(value) > MAX_INPUT_DEPTH) throw new AppError('invalid_input', `The input is nested more than ${MAX_INPUT_DEPTH} levels deep.`);
  // Depth first, in key order: each entry's key is checked before what it holds.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path } = next;
    const key = path.at(-1);
    if (key !== undefined && isUnstorable(key)) return path;
    if (typeof next.value === 'string') {
      if (isUnstorable(next.value)) return path;
    } else if (next.value && typeof next.value === 'object') {
      const entries = Object.entries(next.value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [entryKey, item] = entries[index] as [string, unknown];
        pending.push({ value: item, path: [...path, entryKey] });
      }
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
