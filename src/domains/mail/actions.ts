'use server';

import { headers } from 'next/headers';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/server/action-result';
import { parseInput } from '@/server/parse-input';
import { getClientIp } from '@/server/rate-limit';
import { contactMessageSchema } from './schemas';
import { sendContactMessage } from './server/service';

/** Contact-us form: the same schema as the form, then the e-mail to staff through the outbox. */
export async function sendContactMessageAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(
    async () => {
      await sendContactMessage(parseInput(contactMessageSchema, input), { clientIp: getClientIp(await headers()) });
      return null;
    },
    { namespace: 'form.contact' },
  );
}
