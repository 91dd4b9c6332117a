import 'server-only';
import { queueEmail } from '@/domains/mail/server/service';
import { formatMoney } from '@/lib/money';
import type { DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import type { OrderRecord } from './repository';

type OrderItemRecord = OrderRecord['items'][number];

function describeDelivery(item: OrderItemRecord): string {
  if (!item.recipientEmail) return 'Sent to you to print';
  if (!item.deliverAt || !item.deliveryTimeZone) return `E-mailed to ${item.recipientEmail}`;
  const when = new Intl.DateTimeFormat('en-CA', { timeZone: item.deliveryTimeZone, dateStyle: 'medium', timeStyle: 'short' }).format(item.deliverAt);
  return `E-mailed to ${item.recipientEmail} on ${when} (${item.deliveryTimeZone.split('/').at(-1)?.replace('_', ' ')} time)`;
}

/** The buyer's receipt, with the link that opens the order without an account. */
export async function queueOrderReceipt(receipt: { order: OrderRecord; successPath: string }, tx: DatabaseClient): Promise<string> {
  const { order } = receipt;
  const siteUrl = getServerEnv().SITE_URL;
  const lines = order.items.map((item) => `- ${item.title} for ${item.recipientName ?? ''}: ${formatMoney(item.unitPriceCents)} (${describeDelivery(item)})`);
  const { emailId } = await queueEmail(
    {
      to: order.email,
      replyTo: null,
      subject: `Your order ${order.number}`,
      text: [
        `Hi ${order.buyerName},`,
        '',
        `Thank you for your order ${order.number}.`,
        '',
        ...lines,
        '',
        ...(order.discountCents > 0 ? [`Discount: -${formatMoney(order.discountCents)}`] : []),
        `Total paid: ${formatMoney(order.totalCents)} CAD, tax included`,
        '',
        `Your order and its vouchers: ${siteUrl}${receipt.successPath}`,
      ].join('\n'),
      html: null,
    },
    tx,
  );
  return emailId;
}

/**
 * A voucher's e-mail: to the recipient at the chosen time, or to the buyer to print. The stored
 * copy names the certificate by its last four characters only.
 */
export async function queueVoucherEmail(
  voucher: { order: OrderRecord; item: OrderItemRecord; voucherId: string; certificateLast4: string },
  tx: DatabaseClient,
): Promise<string> {
  const { order, item } = voucher;
  const to = item.recipientEmail ?? order.email;
  const { emailId } = await queueEmail(
    {
      to,
      replyTo: order.email,
      subject: item.recipientEmail ? `${order.buyerName} sent you a gift: ${item.title}` : `Your gift voucher to print: ${item.title}`,
      text: [
        `Gift voucher for ${item.recipientName ?? ''} from ${order.buyerName}: ${item.title}, worth ${formatMoney(item.unitPriceCents)}.`,
        ...(item.giftMessage ? ['', item.giftMessage] : []),
        '',
        `Your certificate number is in the attached PDF voucher (it ends ${voucher.certificateLast4}). Activate it at ${getServerEnv().SITE_URL}/voucher/activation.`,
      ].join('\n'),
      html: null,
      attachments: [{ kind: 'voucher-pdf', voucherId: voucher.voucherId }],
    },
    tx,
    { sendAfter: item.deliverAt ?? undefined },
  );
  return emailId;
}
