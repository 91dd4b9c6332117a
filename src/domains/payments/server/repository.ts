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

export async function setPaymentProviderRef(db: DatabaseClient, paymentId: string, providerRef: string): Promise<void> {
  await db.payment.updateMany({ where: { id: paymentId, providerRef: null }, data: { providerRef } });
}

export async function settlePendingPaymentOnce(db: DatabaseClient, paymentId: string, outcome: PaymentSettlement): Promise<boolean> {
  const { count } = await db.payment.updateMany({
    where: { id: paymentId, status: 'PENDING' },
    data: outcome.status === 'SUCCEEDED' ? { status: 'SUCCEEDED' } : { status: 'FAILED', failureCode: outcome.failureCode },
  });
  if (count === 1 && outcome.providerRef) await setPaymentProviderRef(db, paymentId, outcome.providerRef);
  return count === 1;
}

export async function markPaymentRefunded(db: DatabaseClient, paymentId: string): Promise<void> {
  await db.payment.updateMany({ where: { id: paymentId, status: 'SUCCEEDED' }, data: { status: 'REFUNDED' } });
}

export type PaymentSettlement = { status: 'SUCCEEDED'; providerRef: string | null } | { status: 'FAILED'; providerRef: string | null; failureCode: string };
