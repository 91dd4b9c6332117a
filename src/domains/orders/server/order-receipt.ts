import 'server-only';
import { localizeProductTitles } from '@/domains/catalog/server/queries';
import { cancelUnsentEmail, listEmailDeliveries } from '@/domains/mail/server/service';
import type { PrintableVoucher } from '@/domains/vouchers/lib/printable-voucher';
import { getPrintableVoucher, recordVoucherRedirected, renderVoucherPdfAttachment } from '@/domains/vouchers/server/service';
import { routing } from '@/i18n/routing';
import { getDatabase, runInTransaction, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import { deriveOrderLinkKey, isOrderAccessKeyValid } from '../lib/order-link';
import type { OrderReceipt, VoucherDeliveryStatus } from '../schemas';
import { findOrderByNumberOrThrow } from './order-access';
import { queueVoucherEmail, renderVoucherEmail } from './order-emails';
import { findOrderReceipt } from './repository';

/** Where the shop is: the zone of dates that belong to no recipient. */
const SHOP_TIME_ZONE = 'America/Toronto';

/**
 * A paid order for its receipt page, opened with the receipt link's key; another key, an unpaid
 * order or an unknown number are all "not found", so the page tells a guesser nothing. Gift titles
 * are in the page's `locale` (English where staff have not translated one).
 */
export async function getOrderReceiptOrThrow(
  orderNumber: string,
  accessKey: string,
  { locale = routing.defaultLocale, now = new Date(), db }: { locale?: string; now?: Date; db?: DatabaseClient } = {},
): Promise<OrderReceipt> {
  const database = getDatabase(db);
  const order = await findOrderReceipt(database, orderNumber);
  const linkKey = deriveOrderLinkKey(getServerEnv().SESSION_SECRET);
  if (!order || !isOrderAccessKeyValid(order.id, accessKey, linkKey) || (order.status !== 'PAID' && order.status !== 'FULFILLED')) {
    throw new AppError('not_found', 'This order does not exist.');
  }
  const items = await localizeProductTitles(order.items, locale, database);
  const vouchers = items.flatMap((item) =>
    item.vouchers.map((voucher) => ({
      ...voucher,
      title: item.title,
      untranslated: item.untranslated,
      recipientName: item.recipientName,
      deliveryTimeZone: item.deliveryTimeZone,
    })),
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
        untranslated: voucher.untranslated,
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
 * The buyer corrects where an unsent voucher goes: its pending e-mail is withdrawn and a new one
 * queued to the new address, at the chosen time if that is still ahead, else at once. A voucher
 * whose e-mail already went out is refused (it may have been read).
 */
export async function redirectVoucherEmail(
  input: { orderNumber: string; accessKey: string; voucherId: string; recipientEmail: string },
  now = new Date(),
): Promise<void> {
  await getOrderReceiptOrThrow(input.orderNumber, input.accessKey, { now });
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
