'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { toAppLocale } from '@/i18n/locale';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/server/action-result';
import { endThisCustomerSession, startCustomerSession } from '@/domains/accounts/server/customer-session';
import { parseInput } from '@/server/parse-input';
import { getClientIp } from '@/server/rate-limit';
import { readReturnPath } from '@/lib/return-path';
import { rememberCustomerLocale } from './server/account-service';
import { changePasswordSchema, loginSchema, passwordResetRequestSchema, signUpConfirmationSchema, signUpSchema } from './schemas';
import { authenticateCustomer, changePasswordWithToken, confirmSignUp, requestPasswordReset, requestSignUp } from './server/service';

/** Schema messages are keys of `form.account.errors`; `form.account.messages` words the failures. */
const messages = { namespace: 'form.account' };

/** Signs the customer in, and their e-mails follow the language of the page they did it on. */
async function signIn(userId: string): Promise<void> {
  await startCustomerSession(userId);
  await rememberCustomerLocale(userId, toAppLocale(await getLocale()));
}

/**
 * /auth/sign-up: answers alike whether or not the e-mail has an account (issue 24): the e-mail
 * says what comes next, a link that opens the account or a note to the account's owner.
 */
export async function signUpAction(input: unknown, returnPath: unknown): Promise<ActionResult<null>> {
  return runAction(async () => {
    await requestSignUp(parseInput(signUpSchema, input), {
      clientIp: getClientIp(await headers()),
      returnPath: readReturnPath(returnPath, '/account'),
      locale: toAppLocale(await getLocale()),
    });
    return null;
  }, messages);
}

/** /auth/sign-up/confirm/{token}: opens the account the link carries and signs the customer in. */
export async function confirmSignUpAction(input: unknown): Promise<ActionResult<{ nextPath: string }>> {
  return runAction(async () => {
    const { userId, returnPath } = await confirmSignUp(parseInput(signUpConfirmationSchema, input).token);
    await signIn(userId);
    return { nextPath: returnPath };
  }, messages);
}

/** /auth/login: every failure answers 'Incorrect email or password' (SPEC §8). */
export async function loginAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(async () => {
    const { userId } = await authenticateCustomer(parseInput(loginSchema, input), getClientIp(await headers()));
    await signIn(userId);
    return null;
  }, messages);
}

/** /auth/reset: succeeds alike whether or not the e-mail has an account. */
export async function requestPasswordResetAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(async () => {
    await requestPasswordReset(parseInput(passwordResetRequestSchema, input), { clientIp: getClientIp(await headers()) });
    return null;
  }, messages);
}

/** /auth/change-password/{token}: the new password, then the customer is signed in. */
export async function changePasswordAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(async () => {
    const { userId } = await changePasswordWithToken(parseInput(changePasswordSchema, input));
    await signIn(userId);
    return null;
  }, messages);
}

/** Signs the customer out of this browser: its session ends, even where a copy of its cookie is. */
export async function signOutAction(): Promise<ActionResult<null>> {
  return runAction(async () => {
    await endThisCustomerSession();
    return null;
  }, messages);
}
