import 'server-only';
import type { DatabaseClient } from '@/server/db';

/**
 * True only for the first delivery of a provider's event. Call it in the transaction that handles
 * the event: if handling fails, the row rolls back with it and the provider's retry is handled again.
 * A concurrent second delivery waits on the primary key and then inserts nothing.
 */
export async function recordWebhookEventOnce(db: DatabaseClient, provider: string, eventId: string): Promise<boolean> {
  // createMany with skipDuplicates is INSERT … ON CONFLICT DO NOTHING.
  const { count } = await db.processedWebhookEvent.createMany({ data: [{ provider, eventId }], skipDuplicates: true });
  return count === 1;
}
