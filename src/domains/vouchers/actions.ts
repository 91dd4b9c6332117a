'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { toAppLocale } from '@/i18n/locale';
import type { ActionResult } from '@/lib/action-result';
import { idempotencyKeySchema } from '@/lib/idempotency-key';
import { runAction } from '@/server/action-result';
import { rememberCustomerLocale } from '@/domains/accounts/server/account-service';
import { getCustomerUserId, startCustomerSession } from '@/domains/accounts/server/customer-session';
import { parseInput } from '@/server/parse-input';
import { getClientIp } from '@/server/rate-limit';
import { guestVoucherActivationSchema, voucherActivationSchema, voucherCheckSchema, type VoucherCheck } from './schemas';
import { activateVoucher, activateVoucherAsGuest, checkVoucher } from './server/service';
import { getActivatedPath } from './lib/activated-path';

/**
 * SPEC §3 activation form. A signed-in customer activates onto their account; a guest's
 * password signs them in or opens their account first. Either way they leave signed in. The key
 * is the form view's: its retry replays the first answer, a later request for the same
 * certificate is told it is already activated.
 */
export async function activateVoucherAction(input: unknown, idempotencyKey: unknown): Promise<ActionResult<{ nextPath: string }>> {
  return runAction(
    async () => {
      const context = { clientIp: getClientIp(await headers()), idempotencyKey: parseInput(idempotencyKeySchema, idempotencyKey) };
      const userId = await getCustomerUserId();
      const activated = userId
        ? await activateVoucher(parseInput(voucherActivationSchema, input), { ...context, userId })
        : await activateVoucherAsGuest(parseInput(guestVoucherActivationSchema, input), context);
      await startCustomerSession(activated.userId);
      // The recipient activated in this language: their booking e-mails, and the next page, follow it.
      const locale = toAppLocale(await getLocale());
      await rememberCustomerLocale(activated.userId, locale);
      return { nextPath: getActivatedPath(activated.certificateLast4, locale) };
    },
    { namespace: 'form.voucherActivation' },
  );
}

/**
 * Issue 27 §3's public voucher check, as a form action (`useActionState`): it works before the page's
 * script loads, and the number travels in a POST body, never in an address. Throttled with activation.
 */
export async function checkVoucherAction(_previous: unknown, form: unknown): Promise<ActionResult<VoucherCheck>> {
  return runAction(
    async () => {
      const input = parseInput(voucherCheckSchema, form instanceof FormData ? { certificateNumber: form.get('certificateNumber') } : form);
      return checkVoucher(input.certificateNumber, { clientIp: getClientIp(await headers()) });
    },
    { namespace: 'form.voucherCheck' },
  );
}
