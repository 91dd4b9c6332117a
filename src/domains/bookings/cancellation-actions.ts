'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/server/action-result';
import { getCustomerUserId } from '@/domains/accounts/server/customer-session';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { cancelBookingSchema } from './schemas';
import { cancelManagedBooking } from './server/manage-booking';

/**
 * The Cancel button of /cancellation and /booking/manage: the signed-in customer's own booking, or
 * the booking whose e-mail link's key comes with it (anything else is "not found").
 */
export async function cancelBookingAction(input: unknown): Promise<ActionResult<{ reference: string; refundCents: number }>> {
  return runAction(
    async () => {
      const { bookingId, accessKey } = parseInput(cancelBookingSchema, input);
      const userId = await getCustomerUserId();
      // A lapsed session answers with a message; sending to the login page is the page's job.
      if (!userId && !accessKey) throw new AppError('unauthorized', 'Please sign in again.');
      return cancelManagedBooking(bookingId, { userId, accessKey });
    },
    { namespace: 'modules.cancellation' },
  );
}
