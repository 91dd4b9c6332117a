'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/server/action-result';
import { renewCustomerSession } from '@/server/auth';
import { getCustomerUserId } from '@/domains/accounts/server/customer-session';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { customerProfileSchema, passwordChangeSchema } from './schemas';
import { changeCustomerPassword, updateCustomerProfile } from './server/account-service';
import { endAllCustomerSessions } from './server/customer-session-service';

/** An action answers a lapsed session with a message; redirecting is the page's job. */
async function readSignedInCustomer(): Promise<string> {
  const userId = await getCustomerUserId();
  if (!userId) throw new AppError('unauthorized', 'Please sign in again.');
  return userId;
}

/** The account page's profile form: the same schema as the form, on the signed-in customer only. */
export async function updateCustomerProfileAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(
    async () => {
      const userId = await readSignedInCustomer();
      await updateCustomerProfile(userId, parseInput(customerProfileSchema, input));
      return null;
    },
    { namespace: 'form.accountProfile' },
  );
}

/** A new password, proven by the current one: the customer's other sessions end, this one goes on. */
export async function changeCustomerPasswordAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(
    async () => {
      const userId = await readSignedInCustomer();
      const { version } = await changeCustomerPassword(userId, parseInput(passwordChangeSchema, input));
      await renewCustomerSession(version);
      return null;
    },
    { namespace: 'form.accountProfile' },
  );
}

/**
 * "Sign out everywhere": every session of the customer ends, this browser's too. Its cookies stay
 * for the button to clear with `signOutAction` once it has shown the answer: clearing them here
 * would re-render the account page, which redirects a signed-out customer, and lose the answer.
 */
export async function signOutEverywhereAction(): Promise<ActionResult<null>> {
  return runAction(
    async () => {
      await endAllCustomerSessions(await readSignedInCustomer());
      return null;
    },
    { namespace: 'form.accountProfile' },
  );
}
