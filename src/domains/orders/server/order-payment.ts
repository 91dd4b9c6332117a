import 'server-only';
import type { ChargeOutcome, PaymentGateway } from '@/domains/payments/server/gateway';
import { getDeclineFieldError } from '@/domains/payments/lib/decline-messages';
import { getPaymentGateway } from '@/domains/payments/server/gateways';
import { recordWebhookDelivery, setPaymentProviderRef, settlePendingPayment } from '@/domains/payments/server/service';
import { verifyStripeWebhook } from '@/domains/payments/server/stripe-webhook';
import { issueVoucher, recordVoucherDeliveryEmail } from '@/domains/vouchers/server/service';
import { toAppLocale } from '@/i18n/locale';
import { getDatabase, runInTransaction } from '@/server/db';
import { getServerEnv, type PaymentSettings } from '@/server/env';
import { AppError } from '@/server/errors';
import { deriveOrderLinkKey, isOrderAccessKeyValid } from '../lib/order-link';
import { findOrderByNumberOrThrow, getOrderSuccessPathFor } from './order-access';
import { queueOrderReceipt, queueVoucherEmail, renderOrderReceipt, renderVoucherEmail } from './order-emails';
import { findOrderById, findOrderIdByPaymentRef, moveOrderStatus, releaseCouponRedemption, type OrderRecord } from './repository';

/** Where the buyer goes once the charge is settled: the receipt, or the card's second step. */
export type PlaceOrderResult =
  | { status: 'fulfilled'; orderNumber: string; successPath: string }
  | { status: 'requires_action'; orderNumber: string; nextActionUrl: string };

function describeCoverage(item: OrderRecord['items'][number]): { giftParty: 'ONE' | 'TWO' | 'FAMILY' | null; giftOption: 'STANDARD' | 'ANY' | null } {
  const isBoxGift = item.product._count.coveredExperiences > 0;
  return {
    giftParty: isBoxGift ? (item.product.giftParty ?? 'ONE') : null,
    giftOption: isBoxGift ? (item.product.giftOption ?? 'STANDARD') : null,
  };
}

/**
 * The money is taken: the order becomes paid, each line becomes a voucher with its certificate
 * number, and the receipt and voucher e-mails are queued, all in one transaction. Only the caller
 * whose statement moves the payment from PENDING does this, so a payment confirmed twice (a
 * double click, a webhook and the browser's return together) issues one set of vouchers.
 */
export async function fulfilPaidOrder(orderId: string, payment: { id: string; providerRef: string | null } | null, now: Date): Promise<void> {
  // The e-mails are rendered first: the transaction (which on the embedded database holds the
  // shop's one connection) then only writes.
  const pending = await findOrderById(getDatabase(), orderId);
  if (!pending || pending.status !== 'PENDING') return;
  const receipt = await renderOrderReceipt({ order: pending, successPath: getOrderSuccessPathFor(pending), paidAt: now });
  const voucherEmails = await Promise.all(pending.items.map((item) => renderVoucherEmail(pending, item)));

  await runInTransaction(undefined, async (tx) => {
    if (payment && !(await settlePendingPayment(tx, payment.id, { status: 'SUCCEEDED', providerRef: payment.providerRef }))) return;
    if (!(await moveOrderStatus(tx, orderId, 'PAID', { paidAt: now }))) return;
    for (const [index, item] of pending.items.entries()) {
      const issued = await issueVoucher(
        {
          ...describeCoverage(item),
          valueCents: item.unitPriceCents,
          productId: item.productId,
          orderItemId: item.id,
          purchaserId: pending.userId,
          recipientName: item.recipientName,
          recipientEmail: item.recipientEmail,
          giftMessage: item.giftMessage,
          locale: toAppLocale(item.recipientLocale),
          designId: item.designId,
          deliverAt: item.deliverAt,
        },
        tx,
      );
      const rendered = voucherEmails[index];
      if (!rendered) throw new Error(`The e-mail of order item ${item.id} was not rendered`);
      await recordVoucherDeliveryEmail(issued.voucherId, await queueVoucherEmail(rendered, issued.voucherId, tx), tx);
    }
    await queueOrderReceipt(receipt, tx);
    if (!(await moveOrderStatus(tx, orderId, 'FULFILLED'))) throw new Error(`Order ${orderId} could not be fulfilled after payment`);
  });
}

/** The card was declined or the second step failed: nothing was taken, and the coupon is free again. */
async function failUnpaidOrder(orderId: string, paymentId: string, providerRef: string | null, failureCode: string): Promise<void> {
  await runInTransaction(undefined, async (tx) => {
    if (!(await settlePendingPayment(tx, paymentId, { status: 'FAILED', providerRef, failureCode }))) return;
    if (await moveOrderStatus(tx, orderId, 'FAILED')) await releaseCouponRedemption(tx, orderId);
  });
}

/** Applies what the gateway said about an order's payment: fulfils it, fails it, or records the charge waiting for its second step. */
async function settleChargeOutcome(order: OrderRecord, outcome: ChargeOutcome, now: Date): Promise<void> {
  const payment = order.payments.at(-1);
  if (!payment) throw new Error(`Order ${order.id} has no payment to apply a charge to`);
  switch (outcome.status) {
    case 'succeeded':
      await fulfilPaidOrder(order.id, { id: payment.id, providerRef: outcome.providerRef }, now);
      break;
    case 'requires_action':
      await setPaymentProviderRef(getDatabase(), payment.id, outcome.providerRef);
      break;
    case 'failed':
      await failUnpaidOrder(order.id, payment.id, outcome.providerRef, outcome.failureCode);
      break;
  }
}

/** Settles the outcome, then answers where the buyer goes next. */
export async function applyChargeOutcome(order: OrderRecord, outcome: ChargeOutcome, now: Date): Promise<PlaceOrderResult> {
  await settleChargeOutcome(order, outcome, now);
  if (outcome.status === 'requires_action') return { status: 'requires_action', orderNumber: order.number, nextActionUrl: outcome.nextActionUrl };
  return readPlaceOrderResult(order.id);
}

export async function readPlaceOrderResult(orderId: string): Promise<PlaceOrderResult> {
  const order = await findOrderById(getDatabase(), orderId);
  if (!order) throw new Error(`Order ${orderId} vanished`);
  if (order.status === 'FULFILLED' || order.status === 'PAID') {
    return { status: 'fulfilled', orderNumber: order.number, successPath: getOrderSuccessPathFor(order) };
  }
  if (order.status === 'FAILED') {
    const failureCode = order.payments.at(-1)?.failureCode ?? 'card_declined';
    throw new AppError('payment_declined', failureCode, { card: [getDeclineFieldError(failureCode)] });
  }
  throw new AppError('conflict', 'This order is still being paid. Please wait a moment.');
}

/**
 * The buyer is back from the second step: asks the gateway how the charge stands (never the
 * browser) and settles the order accordingly. The return link carries the receipt's key: an order
 * number alone is printed on e-mails and read over the phone, and must not open the receipt.
 */
export async function confirmOrderPayment(
  orderNumber: string,
  accessKey: string,
  context: { now?: Date; gateway?: PaymentGateway } = {},
): Promise<PlaceOrderResult> {
  const gateway = context.gateway ?? getPaymentGateway();
  const order = await findOrderByNumberOrThrow(orderNumber);
  if (!isOrderAccessKeyValid(order.id, accessKey, deriveOrderLinkKey(getServerEnv().SESSION_SECRET))) throw new AppError('not_found', 'This order does not exist.');
  const payment = order.payments.at(-1);
  if (order.status !== 'PENDING' || !payment?.providerRef) return readPlaceOrderResult(order.id);
  const outcome = await gateway.retrieveCharge(payment.providerRef);
  if (outcome.status === 'requires_action') return { status: 'requires_action', orderNumber: order.number, nextActionUrl: outcome.nextActionUrl };
  return applyChargeOutcome(order, outcome, context.now ?? new Date());
}

/** A provider's event about a charge (Stripe webhook): settles its order once, whatever arrives first. */
async function applyPaymentEvent(providerRef: string, outcome: ChargeOutcome, now = new Date()): Promise<void> {
  const payment = await findOrderIdByPaymentRef(getDatabase(), providerRef);
  if (!payment) throw new AppError('not_found', `No payment has the reference ${providerRef}`);
  // A booking's card part or a group gift's contribution: their return pages and jobs ask the gateway themselves.
  if (!payment.orderId) return;
  const order = await findOrderById(getDatabase(), payment.orderId);
  if (!order || order.status !== 'PENDING') return;
  await settleChargeOutcome(order, outcome, now);
}

/**
 * A Stripe webhook: verified by its signature, and only for order payments' success and failure.
 * The conditional updates make a replay a no-op; the processed-event row is written after the
 * event is applied, never before, so a delivery cut short (an error, a killed process) is applied
 * when Stripe sends it again instead of being skipped as done.
 */
export async function handleStripeWebhook(rawBody: string, signatureHeader: string | null, payments: PaymentSettings = getServerEnv().PAYMENTS): Promise<void> {
  if (payments.gateway !== 'stripe') throw new AppError('not_found', 'Stripe is not this shop\'s payment gateway.');
  const event = verifyStripeWebhook(rawBody, signatureHeader, payments.webhookSecret);
  if (event.providerRef && event.type === 'payment_succeeded') await applyPaymentEvent(event.providerRef, { status: 'succeeded', providerRef: event.providerRef });
  if (event.providerRef && event.type === 'payment_failed') {
    await applyPaymentEvent(event.providerRef, { status: 'failed', providerRef: event.providerRef, failureCode: event.failureCode ?? 'card_declined' });
  }
  await recordWebhookDelivery('STRIPE', event.eventId);
}
