import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { markPaymentRefunded, recordWebhookEventOnce, setPaymentProviderRef, settlePendingPaymentOnce, type PaymentSettlement } from './repository';

// A payment's own moves, whoever owns it (an order, a booking, a group gift's contribution).
export { markPaymentRefunded, setPaymentProviderRef };
export type { PaymentSettlement };

/** Notes that a provider's event was applied (true the first time): a record of deliveries, written once the event is handled. */
export function recordWebhookDelivery(provider: string, eventId: string, db?: DatabaseClient): Promise<boolean> {
  return recordWebhookEventOnce(getDatabase(db), provider, eventId);
}

/**
 * PENDING → SUCCEEDED or FAILED once, whoever owns the payment (an order, a booking, a group gift's
 * contribution): only the caller that moves it goes on to settle what the payment was for.
 */
export function settlePendingPayment(db: DatabaseClient, paymentId: string, outcome: PaymentSettlement): Promise<boolean> {
  return settlePendingPaymentOnce(db, paymentId, outcome);
}
