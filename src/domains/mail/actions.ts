'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { isAppError } from '@/server/errors';
import { getClientIp } from '@/server/rate-limit';
import { contactMessageSchema } from './schemas';
import type { ContactFieldName } from './schemas';
import { sendContactMessage } from './server/service';

export type ContactActionResult =
  | { ok: true }
  | { ok: false; code: 'invalid_input'; fieldErrors: Partial<Record<ContactFieldName, string>> }
  | { ok: false; code: 'rate_limited' | 'unknown' };

/** Contact-us form; field errors are message keys the form translates. */
export async function sendContactMessageAction(input: unknown): Promise<ContactActionResult> {
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors } = z.flattenError(parsed.error);
    return {
      ok: false,
      code: 'invalid_input',
      fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0] ?? ''])),
    };
  }
  try {
    await sendContactMessage(parsed.data, { clientIp: getClientIp(await headers()) });
    return { ok: true };
  } catch (error) {
    if (isAppError(error) && error.code === 'rate_limited') return { ok: false, code: 'rate_limited' };
    console.error('Sending a contact message failed', error);
    return { ok: false, code: 'unknown' };
  }
}
