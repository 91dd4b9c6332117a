'use server';

import { redirect } from 'next/navigation';
import { answerTestAuthentication } from './server/test-gateway';

const RETURN_PATH = /^\/order\/return\?order=[A-Z0-9-]{1,40}$/;

/** The test gateway's "bank" page: the buyer confirms or refuses, then goes back to the shop's return page. */
export async function answerTestAuthenticationAction(formData: FormData): Promise<void> {
  const reference = String(formData.get('reference') ?? '');
  const returnTo = String(formData.get('returnTo') ?? '');
  if (/^test_ch_[0-9a-f]{24}$/.test(reference)) await answerTestAuthentication(reference, formData.get('answer') === 'approve');
  // Only the shop's own return page: the address came through the browser.
  redirect(RETURN_PATH.test(returnTo) ? returnTo : '/order');
}
