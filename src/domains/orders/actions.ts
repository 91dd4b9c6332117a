'use server';

import { getLocale } from 'next-intl/server';
import { toAppLocale } from '@/i18n/locale';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/server/action-result';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { isCardExpiryCurrent } from '@/domains/payments/lib/card-rule';
import { checkDeliverySchedule } from './lib/gift-delivery';
import { checkoutSchema, orderQuoteSchema, voucherRedirectSchema, type CheckoutInput, type OrderQuote } from './schemas';
import type { PlaceOrderResult } from './server/order-payment';
import { quoteOrder } from './server/order-quote';
import { redirectVoucherEmail } from './server/order-receipt';
import { placeOrder } from './server/place-order';

const namespace = 'modules.order';

/** NUL characters and shape, then the clock's rules: each scheduled delivery ahead, the card not expired. */
function parseCheckout(input: unknown): CheckoutInput {
  const checkout = parseInput(checkoutSchema, input);
  const now = new Date();
  const fieldErrors: Record<string, string[]> = {};
  checkout.lines.forEach((line, index) => {
    const scheduleError = checkDeliverySchedule(line.personalisation.delivery, now);
    if (scheduleError) fieldErrors[`lines.${index}.personalisation.delivery.schedule.date`] = [scheduleError];
  });
  if (checkout.card && !isCardExpiryCurrent(checkout.card.expiry, now)) fieldErrors['card.expiry'] = ['cardExpired'];
  if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid_input', 'Some fields need attention.', fieldErrors);
  return checkout;
}

/** /order asks for today's prices of the cart, and whether a coupon applies. */
export async function quoteOrderAction(input: unknown): Promise<ActionResult<OrderQuote>> {
  return runAction(async () => quoteOrder(parseInput(orderQuoteSchema, input), { userId: null }, await getLocale()));
}

/** /order's Pay button. Customer accounts come with the accounts issue; until then every buyer is a guest. */
export async function placeOrderAction(input: unknown): Promise<ActionResult<PlaceOrderResult>> {
  return runAction(async () => placeOrder(parseCheckout(input), { userId: null, locale: toAppLocale(await getLocale()) }), { namespace });
}

/** The receipt page: an unsent voucher goes to a corrected address. */
export async function redirectVoucherEmailAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(
    async () => {
      await redirectVoucherEmail(parseInput(voucherRedirectSchema, input));
      return null;
    },
    { namespace: 'modules.orderSuccess.redirect' },
  );
}
