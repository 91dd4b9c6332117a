import 'server-only';
import { randomInt } from 'node:crypto';
import { listGiftsForCheckout, type GiftForCheckout } from '@/domains/catalog/server/service';
import { getLegalDocument } from '@/domains/content/server/legal-documents';
import type { ChargeOutcome, PaymentGateway } from '@/domains/payments/server/gateway';
import { getPaymentGateway } from '@/domains/payments/server/gateways';
import { readPaymentMethod } from '@/domains/payments/server/payment-method';
import { recordWebhookDelivery } from '@/domains/payments/server/service';
import { verifyStripeWebhook } from '@/domains/payments/server/stripe-webhook';
import { cancelUnsentEmail, listEmailDeliveries } from '@/domains/mail/server/service';
import type { PrintableVoucher } from '@/domains/vouchers/lib/printable-voucher';
import {
  getPrintableVoucher,
  issueVoucher,
  recordVoucherDeliveryEmail,
  recordVoucherRedirected,
  renderVoucherPdfAttachment,
} from '@/domains/vouchers/server/service';
import { CERTIFICATE_ALPHABET } from '@/domains/vouchers/lib/certificate-code';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { getServerEnv, type PaymentSettings } from '@/server/env';
import { refuseReusedIdempotencyKey } from '@/server/idempotency';
import { AppError } from '@/server/errors';
import { getDeliveryInstant } from '../lib/gift-delivery';
import { createOrderAccessKey, deriveOrderLinkKey, getOrderReturnPath, getOrderSuccessPath, isOrderAccessKeyValid } from '../lib/order-link';
import { checkCoupon, computeOrderTotals, normalizeCouponCode, type CouponQuote, type OrderTotals } from '../lib/order-totals';
import type { CheckoutInput, OrderQuoteInput } from '../schemas';
import { queueOrderReceipt, queueVoucherEmail, renderOrderReceipt, renderVoucherEmail } from './order-emails';
import {
  findCouponByCode,
  findOrderById,
  findOrderByIdempotencyKey,
  findOrderByNumber,
  findOrderIdByPaymentRef,
  findOrderReceipt,
  findOrdersOfUser,
  hasCouponRedemption,
  insertPendingOrder,
  moveOrderStatus,
  redeemCoupon,
  releaseCouponRedemption,
  setPaymentProviderRef,
  settlePendingPayment,
  type OrderRecord,
} from './repository';
import { sumPaidOrdersSince } from './repository-figures';

// ── Quote: today's prices of a cart ──

export type QuotedLine = {
  productId: string;
  slug: string | null;
  title: string | null;
  /** Today's price; null when the gift no longer exists or is no longer sold. */
  priceCents: number | null;
  available: boolean;
};

export type OrderQuote = { lines: QuotedLine[]; totals: OrderTotals; coupon: CouponQuote | null };

function quoteLines(productIds: readonly string[], gifts: readonly GiftForCheckout[]): QuotedLine[] {
  return productIds.map((productId) => {
    const gift = gifts.find((candidate) => candidate.id === productId);
    const available = gift !== undefined && gift.published;
    return { productId, slug: gift?.slug ?? null, title: gift?.title ?? null, priceCents: available ? gift.priceCents : null, available };
  });
}

type CouponRow = NonNullable<Awaited<ReturnType<typeof findCouponByCode>>>;

async function evaluateCoupon(
  db: DatabaseClient,
  code: string,
  subtotalCents: number,
  buyer: { email: string | null; userId: string | null },
  now: Date,
): Promise<{ quote: CouponQuote; coupon: CouponRow | null }> {
  const coupon = await findCouponByCode(db, code);
  const alreadyUsedByBuyer =
    coupon !== null && (buyer.email !== null || buyer.userId !== null)
      ? await hasCouponRedemption(db, coupon.id, { email: buyer.email ?? '', userId: buyer.userId })
      : false;
  const check = checkCoupon(coupon, { subtotalCents, alreadyUsedByBuyer, now });
  if (!check.ok) {
    const minimum = check.refusal === 'minimum_not_met' ? { minimumOrderCents: coupon?.minimumOrderCents } : {};
    return { quote: { code, status: 'refused', refusal: check.refusal, ...minimum }, coupon: null };
  }
  return { quote: { code, status: 'applied', discountCents: check.discountCents }, coupon };
}

/** What the cart costs today, with the coupon when one is given; nothing is written. */
export async function quoteOrder(input: OrderQuoteInput, buyer: { userId: string | null }, db?: DatabaseClient): Promise<OrderQuote> {
  const database = getDatabase(db);
  const lines = quoteLines(input.productIds, await listGiftsForCheckout(input.productIds, database));
  const lineCents = lines.map((line) => line.priceCents ?? 0);
  const subtotalCents = computeOrderTotals(lineCents, 0).subtotalCents;
  const code = input.couponCode ? normalizeCouponCode(input.couponCode) : '';
  if (!code) return { lines, totals: computeOrderTotals(lineCents, 0), coupon: null };
  const { quote } = await evaluateCoupon(database, code, subtotalCents, { email: input.buyerEmail || null, userId: buyer.userId }, new Date());
  return { lines, totals: computeOrderTotals(lineCents, quote.status === 'applied' ? quote.discountCents : 0), coupon: quote };
}

/**
 * A coupon on a booking, with the same terms as on an order (active, dates, limit, once per buyer,
 * minimum amount); `couponId` is what redeemBookingCoupon takes when the booking is written.
 */
export async function checkBookingCoupon(
  code: string,
  subtotalCents: number,
  buyer: { email: string; userId: string },
  now: Date,
  db?: DatabaseClient,
): Promise<{ quote: CouponQuote; couponId: string | null }> {
  const { quote, coupon } = await evaluateCoupon(getDatabase(db), normalizeCouponCode(code), subtotalCents, buyer, now);
  return { quote, couponId: coupon?.id ?? null };
}

/** Takes the coupon for a booking in the booking's transaction; refused like an order's when used up or used before. */
export async function redeemBookingCoupon(tx: DatabaseClient, redemption: { couponId: string; email: string; userId: string; bookingId: string }): Promise<void> {
  let redeemed: boolean;
  try {
    redeemed = await redeemCoupon(tx, redemption);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('coupon_refused', 'already_used', { couponCode: ['already_used'] });
    throw error;
  }
  if (!redeemed) throw new AppError('coupon_refused', 'used_up', { couponCode: ['used_up'] });
}

/** A booking that never came to be (or was declined) gives its coupon back. */
export async function releaseBookingCoupon(tx: DatabaseClient, bookingId: string): Promise<void> {
  await releaseCouponRedemption(tx, { bookingId });
}

// ── Placing and paying an order ──

export type PlaceOrderResult =
  | { status: 'fulfilled'; orderNumber: string; successPath: string }
  | { status: 'requires_action'; orderNumber: string; nextActionUrl: string };

const ORDER_NUMBER_LENGTH = 8;

/** "CGE-7K2M9QXA": short enough to read over the phone, from the alphabet nobody misreads. */
function generateOrderNumber(): string {
  let symbols = '';
  for (let index = 0; index < ORDER_NUMBER_LENGTH; index += 1) symbols += CERTIFICATE_ALPHABET.charAt(randomInt(CERTIFICATE_ALPHABET.length));
  return `CGE-${symbols}`;
}

function getOrderAccessKey(orderId: string): string {
  return createOrderAccessKey(orderId, deriveOrderLinkKey(getServerEnv().SESSION_SECRET));
}

function getOrderSuccessPathFor(order: { id: string; number: string }): string {
  return getOrderSuccessPath(order.number, getOrderAccessKey(order.id));
}

const CART_CHANGED_MESSAGE = 'Some gifts in your cart changed since you added them. Please check the order again.';

/**
 * Prices the order from the database, checks the coupon and writes the pending order, its lines,
 * its payment and the coupon's redemption in one transaction. Refuses when anything differs from
 * what the buyer was shown: a gift unpublished or repriced, or another total.
 */
async function createPendingOrder(input: CheckoutInput, userId: string | null, gateway: PaymentGateway, now: Date): Promise<void> {
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
        };
      }),
      // A coupon that covers everything leaves nothing to charge.
      payment: totals.totalCents > 0 ? { provider: gateway.provider, idempotencyKey: `order-payment:${input.idempotencyKey}` } : null,
    });
    if (couponResult?.coupon) {
      let redeemed: boolean;
      try {
        redeemed = await redeemCoupon(tx, { couponId: couponResult.coupon.id, email: input.buyerEmail, userId, orderId: order.id });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('coupon_refused', 'already_used', { couponCode: ['already_used'] });
        throw error;
      }
      if (!redeemed) throw new AppError('coupon_refused', 'used_up', { couponCode: ['used_up'] });
    }
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
async function findOrCreatePendingOrder(input: CheckoutInput, userId: string | null, gateway: PaymentGateway, now: Date): Promise<OrderRecord> {
  const existing = await findOrderByIdempotencyKey(getDatabase(), input.idempotencyKey);
  if (!existing) {
    try {
      await createPendingOrder(input, userId, gateway, now);
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
async function fulfilPaidOrder(orderId: string, payment: { id: string; providerRef: string | null } | null, now: Date): Promise<void> {
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
async function applyChargeOutcome(order: OrderRecord, outcome: ChargeOutcome, now: Date): Promise<PlaceOrderResult> {
  await settleChargeOutcome(order, outcome, now);
  if (outcome.status === 'requires_action') return { status: 'requires_action', orderNumber: order.number, nextActionUrl: outcome.nextActionUrl };
  return readPlaceOrderResult(order.id);
}

async function readPlaceOrderResult(orderId: string): Promise<PlaceOrderResult> {
  const order = await findOrderById(getDatabase(), orderId);
  if (!order) throw new Error(`Order ${orderId} vanished`);
  if (order.status === 'FULFILLED' || order.status === 'PAID') {
    return { status: 'fulfilled', orderNumber: order.number, successPath: getOrderSuccessPathFor(order) };
  }
  if (order.status === 'FAILED') {
    const failureCode = order.payments.at(-1)?.failureCode ?? 'card_declined';
    throw new AppError('payment_declined', failureCode, { card: [failureCode] });
  }
  throw new AppError('conflict', 'This order is still being paid. Please wait a moment.');
}

export type CheckoutContext = { userId: string | null; now?: Date; gateway?: PaymentGateway };

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
  const order = await findOrCreatePendingOrder(input, context.userId, gateway, now);
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
  // A booking's card part: its return page and the hold-release job ask the gateway themselves.
  if (!payment.orderId) return;
  const order = await findOrderById(getDatabase(), payment.orderId);
  if (!order || order.status !== 'PENDING') return;
  await settleChargeOutcome(order, outcome, now);
}

async function findOrderByNumberOrThrow(orderNumber: string): Promise<OrderRecord> {
  const order = await findOrderByNumber(getDatabase(), orderNumber);
  if (!order) throw new AppError('not_found', 'This order does not exist.');
  return order;
}

// ── The receipt page ──

/** Where the shop is: the zone of dates that belong to no recipient. */
const SHOP_TIME_ZONE = 'America/Toronto';

export type VoucherDeliveryStatus = 'scheduled' | 'queued' | 'sent' | 'failed';

export type OrderReceipt = {
  number: string;
  /** The receipt link's key, which the page's own forms send back. */
  accessKey: string;
  email: string;
  buyerName: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  couponCode: string | null;
  vouchers: {
    id: string;
    title: string;
    recipientName: string | null;
    valueCents: number;
    certificateLast4: string;
    printPath: string;
    /** `at` is shown in `timeZone`: the recipient's for a scheduled e-mail, else the shop's. */
    delivery: { status: VoucherDeliveryStatus; to: string; at: Date | null; timeZone: string };
  }[];
};

/**
 * A paid order for its receipt page, opened with the receipt link's key; another key, an unpaid
 * order or an unknown number are all "not found", so the page tells a guesser nothing.
 */
export async function getOrderReceiptOrThrow(orderNumber: string, accessKey: string, now = new Date(), db?: DatabaseClient): Promise<OrderReceipt> {
  const database = getDatabase(db);
  const order = await findOrderReceipt(database, orderNumber);
  const linkKey = deriveOrderLinkKey(getServerEnv().SESSION_SECRET);
  if (!order || !isOrderAccessKeyValid(order.id, accessKey, linkKey) || (order.status !== 'PAID' && order.status !== 'FULFILLED')) {
    throw new AppError('not_found', 'This order does not exist.');
  }
  const vouchers = order.items.flatMap((item) =>
    item.vouchers.map((voucher) => ({ ...voucher, title: item.title, recipientName: item.recipientName, deliveryTimeZone: item.deliveryTimeZone })),
  );
  const deliveries = await listEmailDeliveries(
    vouchers.flatMap((voucher) => (voucher.deliveryEmailId ? [voucher.deliveryEmailId] : [])),
    database,
  );
  return {
    number: order.number,
    accessKey,
    email: order.email,
    buyerName: order.buyerName,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    couponCode: order.coupon?.code ?? null,
    vouchers: vouchers.map((voucher) => {
      const delivery = deliveries.find((candidate) => candidate.id === voucher.deliveryEmailId);
      const status: VoucherDeliveryStatus =
        delivery?.status === 'SENT' ? 'sent' : delivery?.status === 'FAILED' ? 'failed' : delivery?.sendAfter && delivery.sendAfter > now ? 'scheduled' : 'queued';
      return {
        id: voucher.id,
        title: voucher.title,
        recipientName: voucher.recipientName,
        valueCents: voucher.valueCents,
        certificateLast4: voucher.certificateLast4,
        printPath: getVoucherPrintPath(order.number, accessKey, voucher.id),
        delivery: {
          status,
          to: delivery?.to ?? order.email,
          at: status === 'sent' ? (delivery?.sentAt ?? null) : (delivery?.sendAfter ?? null),
          timeZone: voucher.deliveryTimeZone ?? SHOP_TIME_ZONE,
        },
      };
    }),
  };
}

export type CustomerOrder = {
  number: string;
  status: 'PENDING' | 'PAID' | 'FULFILLED' | 'FAILED' | 'CANCELLED' | 'REFUNDED';
  totalCents: number;
  createdAt: Date;
  itemCount: number;
  /** The receipt page, for orders that have one (paid). */
  receiptPath: string | null;
};

/** The dashboard's sales: orders paid today and this month (from the given local midnights) and their revenue, tax included. */
export async function getOrderSalesFigures(
  periodStarts: { today: Date; month: Date },
  db?: DatabaseClient,
): Promise<{ today: { orders: number; revenueCents: number }; month: { orders: number; revenueCents: number } }> {
  const database = getDatabase(db);
  const [today, month] = await Promise.all([sumPaidOrdersSince(database, periodStarts.today), sumPaidOrdersSince(database, periodStarts.month)]);
  return { today: { orders: today.count, revenueCents: today.totalCents }, month: { orders: month.count, revenueCents: month.totalCents } };
}

/** The account page's orders: only the signed-in buyer's own, each with its receipt link once paid. */
export async function listCustomerOrders(userId: string, db?: DatabaseClient): Promise<CustomerOrder[]> {
  const linkKey = deriveOrderLinkKey(getServerEnv().SESSION_SECRET);
  const orders = await findOrdersOfUser(getDatabase(db), userId);
  return orders.map((order) => ({
    number: order.number,
    status: order.status,
    totalCents: order.totalCents,
    createdAt: order.createdAt,
    itemCount: order._count.items,
    receiptPath: order.status === 'PAID' || order.status === 'FULFILLED' ? getOrderSuccessPath(order.number, createOrderAccessKey(order.id, linkKey)) : null,
  }));
}

/** A voucher of a paid order for its printable page, opened with the receipt link's key. */
export async function getOrderVoucherForPrintOrThrow(orderNumber: string, accessKey: string, voucherId: string): Promise<PrintableVoucher> {
  const receipt = await getOrderReceiptOrThrow(orderNumber, accessKey);
  const printable = receipt.vouchers.some((voucher) => voucher.id === voucherId) ? await getPrintableVoucher(voucherId) : null;
  if (!printable) throw new AppError('not_found', 'This voucher does not exist.');
  return printable.voucher;
}

/** The voucher's PDF, for the same holders of the receipt link. */
export async function renderOrderVoucherPdfOrThrow(orderNumber: string, accessKey: string, voucherId: string) {
  await getOrderVoucherForPrintOrThrow(orderNumber, accessKey, voucherId);
  return renderVoucherPdfAttachment(voucherId);
}

export function getVoucherPrintPath(orderNumber: string, accessKey: string, voucherId: string): string {
  return `/order-success/voucher?order=${encodeURIComponent(orderNumber)}&key=${accessKey}&voucher=${encodeURIComponent(voucherId)}`;
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

/**
 * The buyer corrects where an unsent voucher goes: its pending e-mail is withdrawn and a new one
 * queued to the new address, at the chosen time if that is still ahead, else at once. A voucher
 * whose e-mail already went out is refused (it may have been read).
 */
export async function redirectVoucherEmail(
  input: { orderNumber: string; accessKey: string; voucherId: string; recipientEmail: string },
  now = new Date(),
): Promise<void> {
  await getOrderReceiptOrThrow(input.orderNumber, input.accessKey, now);
  const order = await findOrderByNumberOrThrow(input.orderNumber);
  const item = order.items.find((candidate) => candidate.vouchers.some((voucher) => voucher.id === input.voucherId));
  const voucher = item?.vouchers.find((candidate) => candidate.id === input.voucherId);
  if (!item || !voucher) throw new AppError('not_found', 'This voucher does not exist.');
  const deliverAt = item.deliverAt && item.deliverAt > now ? item.deliverAt : null;
  const rendered = await renderVoucherEmail(order, { ...item, recipientEmail: input.recipientEmail, deliverAt });
  await runInTransaction(undefined, async (tx) => {
    if (voucher.deliveryEmailId && !(await cancelUnsentEmail(voucher.deliveryEmailId, tx))) {
      throw new AppError('conflict', 'already_sent');
    }
    const emailId = await queueVoucherEmail(rendered, input.voucherId, tx);
    await recordVoucherRedirected(input.voucherId, { recipientEmail: input.recipientEmail, emailId, previousEmail: item.recipientEmail }, tx);
  });
}
