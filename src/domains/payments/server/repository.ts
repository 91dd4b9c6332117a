import 'server-only';
import type { DatabaseClient } from '@/server/db';

/**
 * True only for the first record of a provider's event. Write it once the event is handled (or in
 * the transaction that handles it): if handling fails, the provider's retry is handled again.
 * A concurrent second delivery waits on the primary key and then inserts nothing.
 */
export async function recordWebhookEventOnce(db: DatabaseClient, provider: string, eventId: string): Promise<boolean> {
  // createMany with skipDuplicates is INSERT … ON CONFLICT DO NOTHING.
  const { count } = await db.processedWebhookEvent.createMany({ data: [{ provider, eventId }], skipDuplicates: true });
  return count === 1;
}
