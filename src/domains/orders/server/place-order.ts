import 'server-only';
import { randomInt } from 'node:crypto';
import { listGiftsForCheckout } from '@/domains/catalog/server/service';
import { getLegalDocument } from '@/domains/content/server/legal-documents';
import { assertDesignsOnOffer } from '@/domains/vouchers/server/gift-designs';
import type { PaymentGateway } from '@/domains/payments/server/gateway';
import { getPaymentGateway } from '@/domains/payments/server/gateways';
import { readPaymentMethod } from '@/domains/payments/server/payment-method';
import type { AppLocale } from '@/i18n/locale';
import { routing } from '@/i18n/routing';
import { pickReferenceSymbols } from '@/lib/reference-alphabet';
import { getDatabase, isUniqueViolation, runInTransaction } from '@/server/db';
import { refuseReusedIdempotencyKey } from '@/server/idempotency';
import { AppError } from '@/server/errors';
import { getDeliveryInstant } from '../lib/gift-delivery';
import { getOrderReturnPath } from '../lib/order-link';
import { computeOrderTotals, normalizeCouponCode } from '../lib/order-totals';
import type { CheckoutInput } from '../schemas';
import { evaluateCoupon, redeemOrderCoupon } from './coupons';
import { getOrderAccessKey } from './order-access';
import { applyChargeOutcome, fulfilPaidOrder, readPlaceOrderResult, type PlaceOrderResult } from './order-payment';
import { quoteLines } from './order-quote';
import { findOrderByIdempotencyKey, insertPendingOrder, type OrderRecord } from './repository';

const ORDER_NUMBER_LENGTH = 8;

/** "CGE-7K2M9QXA": short enough to read over the phone, from the alphabet nobody misreads. */
function generateOrderNumber(): string {
  return `CGE-${pickReferenceSymbols(ORDER_NUMBER_LENGTH, randomInt)}`;
}

const CART_CHANGED_MESSAGE = 'Some gifts in your cart changed since you added them. Please check the order again.';

/**
 * Prices the order from the database, checks the coupon and writes the pending order, its lines,
 * its payment and the coupon's redemption in one transaction. Refuses when anything differs from
 * what the buyer was shown: a gift unpublished or repriced, or another total.
 */
async function createPendingOrder(input: CheckoutInput, buyer: { userId: string | null; locale: AppLocale }, gateway: PaymentGateway, now: Date): Promise<void> {
  const { userId } = buyer;
  const termsVersion = (await getLegalDocument('en-CA', 'terms-and-conditions')).lastUpdated;
  await runInTransaction(undefined, async (tx) => {
    const productIds = input.lines.map((line) => line.productId);
    const lines = quoteLines(productIds, await listGiftsForCheckout(productIds, tx));
    const fieldErrors: Record<string, string[]> = {};
    lines.forEach((line, index) => {
      if (!line.available) fieldErrors[`lines.${index}`] = ['unavailable'];
      else if (line.priceCents !== input.lines[index]?.shownPriceCents) fieldErrors[`lines.${index}`] = ['repriced'];
    });
    if (Object.keys(fieldErrors).length > 0) throw new AppError('cart_changed', CART_CHANGED_MESSAGE, fieldErrors);
    await assertDesignsOnOffer(input.lines.map((line) => line.designId), tx);

    const lineCents = lines.map((line) => line.priceCents ?? 0);
    const subtotalCents = computeOrderTotals(lineCents, 0).subtotalCents;
    const code = input.couponCode ? normalizeCouponCode(input.couponCode) : '';
    const couponResult = code ? await evaluateCoupon(tx, code, subtotalCents, { email: input.buyerEmail, userId }, now) : null;
    if (couponResult?.quote.status === 'refused') {
      throw new AppError('coupon_refused', couponResult.quote.refusal, { couponCode: [couponResult.quote.refusal] });
    }
    const totals = computeOrderTotals(lineCents, couponResult?.quote.status === 'applied' ? couponResult.quote.discountCents : 0);
    if (totals.totalCents !== input.shownTotalCents) throw new AppError('cart_changed', CART_CHANGED_MESSAGE, { total: ['repriced'] });

    const order = await insertPendingOrder(tx, {
      number: generateOrderNumber(),
      idempotencyKey: input.idempotencyKey,
      userId,
      email: input.buyerEmail,
      buyerName: input.buyerName,
      notifyOnActivation: input.notifyOnActivation,
      locale: buyer.locale,
      ...totals,
      couponId: couponResult?.coupon?.id ?? null,
      termsVersion,
      termsAcceptedAt: now,
      items: input.lines.map((line, index) => {
        const { personalisation } = line;
        const delivery = personalisation.delivery;
        const scheduled = getDeliveryInstant(delivery);
        return {
          productId: line.productId,
          title: lines[index]?.title ?? '',
          unitPriceCents: lineCents[index] ?? 0,
          recipientName: personalisation.recipientName,
          recipientEmail: delivery.method === 'email' ? delivery.recipientEmail : null,
          giftMessage: personalisation.message || null,
          deliverAt: scheduled?.deliverAt ?? null,
          deliveryTimeZone: scheduled?.timeZone ?? null,
          recipientLocale: line.recipientLocale ?? buyer.locale,
          designId: line.designId ?? null,
        };
      }),
      // A coupon that covers everything leaves nothing to charge.
      payment: totals.totalCents > 0 ? { provider: gateway.provider, idempotencyKey: `order-payment:${input.idempotencyKey}` } : null,
    });
    if (couponResult?.coupon) await redeemOrderCoupon(tx, { couponId: couponResult.coupon.id, email: input.buyerEmail, userId, orderId: order.id });
  });
}

/** The same key must carry the same order: the same buyer, gifts and total. */
function isSameCheckout(order: OrderRecord, input: CheckoutInput, userId: string | null): boolean {
  const sortedIds = (ids: string[]) => [...ids].sort().join(',');
  return (
    order.userId === userId &&
    order.email === input.buyerEmail &&
    order.totalCents === input.shownTotalCents &&
    sortedIds(order.items.map((item) => item.productId)) === sortedIds(input.lines.map((line) => line.productId))
  );
}

/** The order of a checkout attempt, made on the first call; a repeated call finds the same order. */
async function findOrCreatePendingOrder(input: CheckoutInput, buyer: { userId: string | null; locale: AppLocale }, gateway: PaymentGateway, now: Date): Promise<OrderRecord> {
  const { userId } = buyer;
  const existing = await findOrderByIdempotencyKey(getDatabase(), input.idempotencyKey);
  if (!existing) {
    try {
      await createPendingOrder(input, buyer, gateway, now);
    } catch (error) {
      // A concurrent call with the same key (a double click) committed first: use its order.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const order = existing ?? (await findOrderByIdempotencyKey(getDatabase(), input.idempotencyKey));
  if (!order) throw new Error('The order of a checkout attempt vanished after it was written');
  if (!isSameCheckout(order, input, userId)) throw refuseReusedIdempotencyKey('another order');
  return order;
}

export type CheckoutContext = {
  userId: string | null;
  /** The page's language: the order keeps it, and the receipt is written in it. The default locale when absent. */
  locale?: AppLocale;
  now?: Date;
  gateway?: PaymentGateway;
};

/**
 * Checkout of /order: the order is made once per idempotency key, charged through the gateway
 * with the payment's own key (a retried call is the same charge), then settled. Any number of
 * identical calls, concurrent or not, end in one order, one charge and one set of vouchers.
 */
export async function placeOrder(input: CheckoutInput, context: CheckoutContext): Promise<PlaceOrderResult> {
  const now = context.now ?? new Date();
  const gateway = context.gateway ?? getPaymentGateway();
  // Checked before anything is written; a free order (a coupon covering all) needs no card.
  const paymentMethod = input.shownTotalCents > 0 ? readPaymentMethod(input, gateway) : null;
  const order = await findOrCreatePendingOrder(input, { userId: context.userId, locale: context.locale ?? routing.defaultLocale }, gateway, now);
  if (order.status !== 'PENDING') return readPlaceOrderResult(order.id);
  const payment = order.payments.at(-1);
  if (!payment) {
    await fulfilPaidOrder(order.id, null, now);
    return readPlaceOrderResult(order.id);
  }
  const outcome = await gateway.createCharge({
    idempotencyKey: payment.idempotencyKey,
    amountCents: payment.amountCents,
    currency: 'CAD',
    description: `Order ${order.number}`,
    paymentMethod: paymentMethod ?? readPaymentMethod(input, gateway),
    returnUrl: getOrderReturnPath(order.number, getOrderAccessKey(order.id)),
    metadata: { orderId: order.id, paymentId: payment.id },
  });
  return applyChargeOutcome(order, outcome, now);
}
