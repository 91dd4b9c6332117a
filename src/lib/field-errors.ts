import type { z } from 'zod';
import { FORM_ERROR_KEY } from './action-result';

/** Messages per field path, from the error of a zod or zod/mini schema. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || FORM_ERROR_KEY;
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}
