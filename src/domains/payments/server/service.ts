import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { recordWebhookEventOnce } from './repository';

/** Notes that a provider's event was applied (true the first time): a record of deliveries, written once the event is handled. */
export function recordWebhookDelivery(provider: string, eventId: string, db?: DatabaseClient): Promise<boolean> {
  return recordWebhookEventOnce(getDatabase(db), provider, eventId);
}
