import 'server-only';
import type { ListTotal } from '@/lib/page-window';
import type { PaymentGateway } from '@/domains/payments/server/gateway';
import { getPaymentGateway } from '@/domains/payments/server/gateways';
import { hashCertificateNumber, parseCertificateNumber } from '@/domains/vouchers/lib/certificate-code';
import { giveBackVouchersOfFailedRefund, listOrderVouchersForStaff, takeVouchersForRefund } from '@/domains/vouchers/server/staff-service';
import { writeAuditLogEntry } from '@/server/audit-log';
import { markPaymentRefunded } from '@/domains/payments/server/service';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { refuseReusedIdempotencyKey } from '@/server/idempotency';
import { AppError } from '@/server/errors';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import type { RefundOrderInput, RefundResult, StaffOrder, StaffOrderListParams, StaffOrderRow } from '../staff-schemas';
import { moveOrderStatus } from './repository';
import {
  findOrderForStaff,
  findOrdersForStaff,
  findRefundByIdempotencyKey,
  insertPendingRefund,
  lockPaymentForRefund,
  settlePendingRefund,
} from './repository-staff';

/**
 * The back office's order list: a search is matched against the order number, the buyer's e-mail
 * and name, and a certificate's last four characters (or its whole number, through its hash).
 */
export async function listOrdersForStaff(params: StaffOrderListParams, db?: DatabaseClient): Promise<{ data: StaffOrderRow[] } & ListTotal> {
  const text = params.search?.trim() ?? '';
  const normalized = text ? parseCertificateNumber(text) : null;
  const search = text ? { text, certificateHash: normalized ? hashCertificateNumber(normalized, getServerEnv().CERTIFICATE_HASH_KEY) : null } : null;
  const { rows, total, totalCapped } = await findOrdersForStaff(getDatabase(db), search, { skip: (params.page - 1) * params.per_page, take: params.per_page });
  return {
    data: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      email: row.email,
      buyerName: row.buyerName,
      totalCents: row.totalCents,
      itemCount: row.items.length,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    totalCapped,
  };
}

type StaffOrderRecord = NonNullable<Awaited<ReturnType<typeof findOrderForStaff>>>;

/** The card payment refunds go back to: the one that succeeded (or was refunded in full already). */
function findCardPayment(order: StaffOrderRecord) {
  return order.payments.findLast((payment) => payment.status === 'SUCCEEDED' || payment.status === 'REFUNDED') ?? order.payments.at(-1) ?? null;
}

/** An order with its lines, payment, refunds and vouchers (delivery and history), for its page. */
export async function getOrderForStaffOrThrow(id: string, db?: DatabaseClient): Promise<StaffOrder> {
  const database = getDatabase(db);
  const order = await findOrderForStaff(database, id);
  if (!order) throw new AppError('not_found', 'This order does not exist.');
  const payment = findCardPayment(order);
  const refundedCents = (payment?.refunds ?? []).filter((refund) => refund.status !== 'FAILED').reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    buyerName: order.buyerName,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    couponCode: order.coupon?.code ?? null,
    itemCount: order.items.length,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    items: order.items.map((item) => ({ ...item, deliverAt: item.deliverAt?.toISOString() ?? null })),
    payment: payment
      ? {
          id: payment.id,
          provider: payment.provider,
          providerRef: payment.providerRef,
          status: payment.status,
          amountCents: payment.amountCents,
          failureCode: payment.failureCode,
          refundedCents,
          refundableCents: payment.status === 'SUCCEEDED' ? payment.amountCents - refundedCents : 0,
        }
      : null,
    refunds: order.payments.flatMap((candidate) =>
      candidate.refunds.map((refund) => ({ id: refund.id, amountCents: refund.amountCents, status: refund.status, reason: refund.reason, createdAt: refund.createdAt.toISOString() })),
    ),
    vouchers: await listOrderVouchersForStaff(order.id, database),
  };
}

type PendingRefund = { id: string; paymentId: string; amountCents: number; providerRef: string | null; orderId: string; paymentRef: string };

/**
 * Writes the refund as PENDING, with the vouchers it takes out of use and its audit entry, in one
 * transaction that holds the payment's row: the amount is checked against what is left while no
 * other refund of this payment can be written.
 */
async function openRefund(order: StaffOrderRecord, input: RefundOrderInput & { voucherIds: string[] }, key: string, staffId: string): Promise<PendingRefund> {
  const payment = findCardPayment(order);
  if (!payment || payment.status !== 'SUCCEEDED' || !payment.providerRef) {
    throw new AppError('conflict', payment?.status === 'REFUNDED' ? 'This order was already refunded in full.' : 'Nothing was paid by card for this order, so there is nothing to refund.');
  }
  const paymentRef = payment.providerRef;
  return runInTransaction(undefined, async (tx) => {
    const { amountCents, refundedCents } = await lockPaymentForRefund(tx, payment.id);
    const refundable = amountCents - refundedCents;
    if (input.amountCents > refundable) {
      throw new AppError('invalid_input', 'Some fields need attention.', { amountCents: [`At most ${formatMoney(refundable, STAFF_LOCALE)} is left to refund`] });
    }
    const refund = await insertPendingRefund(tx, { paymentId: payment.id, amountCents: input.amountCents, idempotencyKey: key, reason: input.reason });
    await takeVouchersForRefund({ orderId: order.id, voucherIds: input.voucherIds, refundId: refund.id, reason: input.reason, staffId }, tx);
    await writeAuditLogEntry(tx, {
      staffId,
      action: 'order.refund',
      entityType: 'Order',
      entityId: order.id,
      data: { refundId: refund.id, amountCents: input.amountCents, reason: input.reason, voucherIds: input.voucherIds },
    });
    return { id: refund.id, paymentId: payment.id, amountCents: input.amountCents, providerRef: null, orderId: order.id, paymentRef };
  });
}

/**
 * Applies the provider's answer once: a failed refund gives its vouchers back; a payment refunded
 * in full marks the payment and the order refunded. Recorded in the audit log with the change.
 */
async function settleRefund(refund: PendingRefund, outcome: { status: 'succeeded' | 'pending' | 'failed'; providerRef: string }, staffId: string): Promise<void> {
  const status = outcome.status === 'succeeded' ? 'SUCCEEDED' : outcome.status === 'failed' ? 'FAILED' : 'PENDING';
  await runInTransaction(undefined, async (tx) => {
    if (!(await settlePendingRefund(tx, refund.id, { status, providerRef: outcome.providerRef }))) return;
    if (status === 'FAILED') await giveBackVouchersOfFailedRefund(refund.id, staffId, tx);
    else {
      const { amountCents, refundedCents } = await lockPaymentForRefund(tx, refund.paymentId);
      if (refundedCents >= amountCents) {
        await markPaymentRefunded(tx, refund.paymentId);
        await moveOrderStatus(tx, refund.orderId, 'REFUNDED');
      }
    }
    await writeAuditLogEntry(tx, { staffId, action: 'order.refund-settled', entityType: 'Order', entityId: refund.orderId, data: { refundId: refund.id, status } });
  });
}

async function toRefundResult(refundId: string, orderId: string, db: DatabaseClient): Promise<RefundResult> {
  const order = await findOrderForStaff(db, orderId);
  const refund = order?.payments.flatMap((payment) => payment.refunds).find((candidate) => candidate.id === refundId);
  if (!order || !refund) throw new Error(`Refund ${refundId} of order ${orderId} vanished`);
  return { id: refund.id, amountCents: refund.amountCents, status: refund.status, orderStatus: order.status };
}

/** How long the request that opened a refund may still be sending it to the provider: until then a retry is told to wait. */
const REFUND_SENDING_MS = 60_000;
const REFUND_STILL_SENDING = 'This refund is still being sent to the payment provider. Please wait a moment.';

type RefundUnderKey = NonNullable<Awaited<ReturnType<typeof findRefundByIdempotencyKey>>>;

/**
 * What a refund already opened under this key means for a request carrying the key: another
 * refund is 422; one settled (or answered by the provider) keeps its first answer (null); one the
 * provider has not answered is 409 while its first request may still be sending it, and after that
 * is returned to be sent again (the same key, so the provider makes it once).
 */
function resumeRefund(existing: RefundUnderKey, orderId: string, amountCents: number, now: Date): PendingRefund | null {
  if (existing.payment.orderId !== orderId || existing.amountCents !== amountCents) throw refuseReusedIdempotencyKey('another refund');
  if (existing.providerRef || existing.status !== 'PENDING' || !existing.payment.providerRef) return null;
  if (now.getTime() - existing.createdAt.getTime() < REFUND_SENDING_MS) throw new AppError('conflict', REFUND_STILL_SENDING);
  return { ...existing, orderId, paymentRef: existing.payment.providerRef };
}

/**
 * Refunds all or part of an order's card payment through the payment gateway, with a key the
 * screen made once: the same key is the same refund (here and at the provider), never a second one.
 * The chosen vouchers stop working before the money leaves, so none can be activated meanwhile.
 */
export async function refundOrder(
  orderId: string,
  input: RefundOrderInput & { voucherIds: string[] },
  staffId: string,
  context: { gateway?: PaymentGateway; now?: Date } = {},
): Promise<RefundResult> {
  const database = getDatabase();
  const gateway = context.gateway ?? getPaymentGateway();
  const now = context.now ?? new Date();
  const key = `admin-refund:${input.idempotencyKey}`;
  let refund: PendingRefund;
  const existing = await findRefundByIdempotencyKey(database, key);
  if (existing) {
    const resumed = resumeRefund(existing, orderId, input.amountCents, now);
    if (!resumed) return toRefundResult(existing.id, orderId, database);
    refund = resumed;
  } else {
    const order = await findOrderForStaff(database, orderId);
    if (!order) throw new AppError('not_found', 'This order does not exist.');
    try {
      refund = await openRefund(order, input, key, staffId);
    } catch (error) {
      // The same key sent twice at once: the other request opened the refund and sends it; this one
      // answers as any retry does, 409 until it is settled (docs/security.md, idempotency).
      if (!isUniqueViolation(error)) throw error;
      const winner = await findRefundByIdempotencyKey(database, key);
      if (!winner) throw error;
      if (resumeRefund(winner, orderId, input.amountCents, now)) throw new AppError('conflict', REFUND_STILL_SENDING);
      return toRefundResult(winner.id, orderId, database);
    }
  }
  const outcome = await gateway.refund({ providerRef: refund.paymentRef, amountCents: refund.amountCents, idempotencyKey: key });
  await settleRefund(refund, outcome, staffId);
  if (outcome.status === 'failed') throw new AppError('conflict', 'The payment provider refused this refund. No money was returned, and the vouchers work again.');
  return toRefundResult(refund.id, orderId, database);
}
