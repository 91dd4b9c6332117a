'use server';

import { redirectInRequestLocale } from '@/i18n/localized-redirect';
import { answerTestAuthentication } from './server/test-gateway';

/** The shop's own return pages: an order's (with its receipt key), a booking's and a group gift contribution's. */
const RETURN_PATH =
  /^\/(order\/return\?order=[A-Z0-9-]{1,40}&key=[0-9a-f]{32}|booking\/checkout\/return\?booking=[A-Z0-9-]{1,40}|group-gift\/[A-Za-z0-9_-]{16,64}\/return\?contribution=[A-Za-z0-9]{1,40})$/;

/**
 * The test gateway's "bank" page: the buyer confirms or refuses, then goes back to the shop's return
 * page. Anything but the page's form (a hand-made call) is sent back to the order page unanswered.
 */
export async function answerTestAuthenticationAction(formData: unknown): Promise<void> {
  const field = (name: string) => (formData instanceof FormData ? String(formData.get(name) ?? '') : '');
  const reference = field('reference');
  const returnTo = field('returnTo');
  if (/^test_ch_[0-9a-f]{24}$/.test(reference)) await answerTestAuthentication(reference, field('answer') === 'approve');
  // Only the shop's own return page: the address came through the browser.
  await redirectInRequestLocale(RETURN_PATH.test(returnTo) ? returnTo : '/order');
}
