import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { recordWebhookEventOnce } from './repository';

/** True only for the first delivery of a provider's event id; a redelivery is then skipped. */
export function isFirstWebhookDelivery(provider: string, eventId: string, db?: DatabaseClient): Promise<boolean> {
  return recordWebhookEventOnce(getDatabase(db), provider, eventId);
}
