'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/server/action-result';
import { getCustomerUserId } from '@/server/auth';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { customerProfileSchema, passwordChangeSchema } from './schemas';
import { changeCustomerPassword, updateCustomerProfile } from './server/account-service';

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

/** A new password, proven by the current one. */
export async function changeCustomerPasswordAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(
    async () => {
      const userId = await readSignedInCustomer();
      await changeCustomerPassword(userId, parseInput(passwordChangeSchema, input));
      return null;
    },
    { namespace: 'form.accountProfile' },
  );
}
