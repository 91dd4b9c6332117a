'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/server/action-result';
import { getCustomerUserId } from '@/domains/accounts/server/customer-session';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { cancelBookingSchema } from './schemas';
import { cancelUpcomingBooking } from './server/cancellation';

/** /cancellation's Cancel button: the signed-in customer's own booking only (another's is "not found"). */
export async function cancelBookingAction(input: unknown): Promise<ActionResult<{ reference: string; refundCents: number }>> {
  return runAction(
    async () => {
      const userId = await getCustomerUserId();
      // A lapsed session answers with a message; sending to the login page is the page's job.
      if (!userId) throw new AppError('unauthorized', 'Please sign in again.');
      const { bookingId } = parseInput(cancelBookingSchema, input);
      return cancelUpcomingBooking(bookingId, { userId });
    },
    { namespace: 'modules.cancellation' },
  );
}
