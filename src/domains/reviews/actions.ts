'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/server/action-result';
import { submitReview } from './server/service';

/** The review page's form: the token in the input names the booking; the service checks it. */
export async function submitReviewAction(input: unknown): Promise<ActionResult<{ reviewId: string }>> {
  return runAction(() => submitReview(input), { namespace: 'modules.reviews.form' });
}
