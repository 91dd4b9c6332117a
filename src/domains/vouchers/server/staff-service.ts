import 'server-only';
import type { ListTotal } from '@/lib/page-window';
import { findCustomerLocale } from '@/domains/accounts/server/account-service';
import { localizeProductTitle } from '@/domains/catalog/server/queries';
import { listGiftsForCheckout } from '@/domains/catalog/server/service';
import { cancelUnsentEmail, listEmailDeliveries, type EmailDelivery } from '@/domains/mail/server/service';
import { toAppLocale, type AppLocale } from '@/i18n/locale';
import { routing } from '@/i18n/routing';
import { writeAuditLogEntry } from '@/server/audit-log';
import { getDatabase, runInTransaction, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import messages from '../../../../messages/en-CA.json';
import { hashCertificateNumber, parseCertificateNumber } from '../lib/certificate-code';
import { readRecipientsCsv } from '../lib/recipients-csv';
import {
  type IssuedVoucher,
  type IssueVoucherBatchInput,
  type IssueVoucherInput,
  type ResendVoucherInput,
  type StaffCardDesign,
  type StaffVoucher,
  type StaffVoucherListParams,
  type StaffVoucherRow,
  type VoidVoucherInput,
  type VoucherRecipient,
} from '../staff-schemas';
import {
  findStaffVoucherById,
  findStaffVouchers,
  findStaffVouchersOfOrder,
  findVoucherIdsOfRefund,
  insertStaffVoucherEvent,
  markVoucherVoid,
  markVouchersRefunded,
  restoreRefundedVouchers,
  setVoucherDelivery,
  type StaffVoucherRecord,
} from './repository-staff';
import { isDesignOnOffer } from './repository-designs';
import { describeVoucherCoverage, getPlainVoucherTitle, issueVoucher, PLAIN_VOUCHER_TITLE, recordVoucherDeliveryEmail } from './service';
import { queueRenderedVoucherEmail, renderVoucherEmailContent, type RenderedVoucherEmail } from './staff-voucher-email';

/** Who a voucher staff issued is from, in its e-mail. */
const SHOP_NAME = messages.index.siteName;

// ── Reading ──

function readText(data: unknown, key: string): string | null {
  if (typeof data !== 'object' || data === null || !(key in data)) return null;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/** One line of a voucher's history, in staff's words. */
function summarizeEvent(kind: string, data: unknown): string {
  switch (kind) {
    case 'ISSUED': {
      const note = readText(data, 'note');
      return note ? `Issued by hand: ${note}` : 'Issued with its order';
    }
    case 'RESENT': {
      const to = readText(data, 'to') ?? 'the same address';
      const previous = readText(data, 'previous');
      return previous && previous !== to ? `E-mailed again to ${to} (was ${previous})` : `E-mailed again to ${to}`;
    }
    case 'ACTIVATED':
      return 'Activated onto a customer’s balance';
    case 'VOIDED':
      return `Voided: ${readText(data, 'reason') ?? ''}`;
    case 'REFUNDED':
      return readText(data, 'outcome') === 'failed'
        ? 'The refund failed at the payment provider: the voucher works again'
        : `Refunded with its order: ${readText(data, 'reason') ?? ''}`;
    default:
      return kind.charAt(0) + kind.slice(1).toLowerCase();
  }
}

function toDeliveryStatus(delivery: EmailDelivery | undefined, now: Date): StaffVoucher['delivery'] {
  if (!delivery) return { status: 'none', to: null, at: null };
  const status =
    delivery.status === 'SENT'
      ? 'sent'
      : delivery.status === 'FAILED'
        ? 'failed'
        : delivery.status === 'CANCELLED'
          ? 'cancelled'
          : delivery.sendAfter && delivery.sendAfter > now
            ? 'scheduled'
            : 'queued';
  const at = status === 'sent' ? delivery.sentAt : delivery.sendAfter;
  return { status, to: delivery.to, at: at?.toISOString() ?? null };
}

function toRow(record: Pick<StaffVoucherRecord, 'id' | 'status' | 'valueCents' | 'certificateLast4' | 'recipientName' | 'recipientEmail' | 'createdAt' | 'product'> & {
  orderItem: { title: string; order: { id: string; number: string } } | null;
}): StaffVoucherRow {
  return {
    id: record.id,
    status: record.status,
    valueCents: record.valueCents,
    certificateLast4: record.certificateLast4,
    title: record.orderItem?.title ?? record.product?.title ?? PLAIN_VOUCHER_TITLE,
    recipientName: record.recipientName,
    recipientEmail: record.recipientEmail,
    order: record.orderItem ? { id: record.orderItem.order.id, number: record.orderItem.order.number } : null,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The card design a voucher (or a group gift, for the voucher it will issue) is printed in, as the back office names it. */
export function toStaffCardDesign(design: { name: string; deletedAt: Date | null } | null): StaffCardDesign {
  return design ? { name: design.name, deleted: design.deletedAt !== null } : null;
}

async function toStaffVouchers(records: StaffVoucherRecord[], db: DatabaseClient, now = new Date()): Promise<StaffVoucher[]> {
  const deliveries = await listEmailDeliveries(
    records.flatMap((record) => (record.deliveryEmailId ? [record.deliveryEmailId] : [])),
    db,
  );
  return records.map((record) => ({
    ...toRow(record),
    giftMessage: record.giftMessage,
    design: toStaffCardDesign(record.design),
    activatedAt: record.activatedAt?.toISOString() ?? null,
    activatedBy: record.activatedBy?.email ?? null,
    delivery: toDeliveryStatus(
      deliveries.find((delivery) => delivery.id === record.deliveryEmailId),
      now,
    ),
    events: record.events.map((event) => ({
      id: event.id,
      kind: event.kind,
      summary: summarizeEvent(event.kind, event.data),
      staff: event.staff?.email ?? null,
      createdAt: event.createdAt.toISOString(),
    })),
  }));
}

/**
 * The back office's voucher list: a search is matched against a certificate's last four
 * characters (or its whole number, through its hash), the recipient, and the order's number and e-mail.
 */
export async function listVouchersForStaff(params: StaffVoucherListParams, db?: DatabaseClient): Promise<{ data: StaffVoucherRow[] } & ListTotal> {
  const text = params.search?.trim() ?? '';
  const normalized = text ? parseCertificateNumber(text) : null;
  const search = text ? { text, certificateHash: normalized ? hashCertificateNumber(normalized, getServerEnv().CERTIFICATE_HASH_KEY) : null } : null;
  const { rows, total, totalCapped } = await findStaffVouchers(getDatabase(db), search, { skip: (params.page - 1) * params.per_page, take: params.per_page });
  return { data: rows.map(toRow), total, totalCapped };
}

export async function getVoucherForStaffOrThrow(id: string, db?: DatabaseClient): Promise<StaffVoucher> {
  const database = getDatabase(db);
  const record = await findStaffVoucherById(database, id);
  if (!record) throw new AppError('not_found', 'This voucher does not exist.');
  const [voucher] = await toStaffVouchers([record], database);
  if (!voucher) throw new Error(`Voucher ${id} vanished while it was read`);
  return voucher;
}

/** An order's vouchers with their delivery and history, for the order page. */
export async function listOrderVouchersForStaff(orderId: string, db?: DatabaseClient): Promise<StaffVoucher[]> {
  const database = getDatabase(db);
  return toStaffVouchers(await findStaffVouchersOfOrder(database, orderId), database);
}

// ── Resend and void ──

function describeCoverage(record: Pick<StaffVoucherRecord, 'giftParty' | 'giftOption'>, locale: AppLocale): string | null {
  return record.giftParty && record.giftOption ? describeVoucherCoverage(record.giftParty, record.giftOption, locale) : null;
}

/**
 * E-mails a voucher not yet activated again, to the same address or a corrected one. A copy still
 * waiting in the outbox is withdrawn first, so the recipient gets one e-mail, not two.
 */
export async function resendVoucher(id: string, input: ResendVoucherInput, staffId: string, db?: DatabaseClient): Promise<StaffVoucher> {
  const database = getDatabase(db);
  const record = await findStaffVoucherById(database, id);
  if (!record) throw new AppError('not_found', 'This voucher does not exist.');
  if (record.status !== 'ISSUED') throw new AppError('conflict', 'Only a voucher that is not yet activated, voided or refunded can be sent again.');
  const order = record.orderItem?.order ?? null;
  // A voucher the buyer chose to print goes back to the buyer, unless staff give another address.
  const recipientEmail = input.email ?? record.recipientEmail;
  const to = recipientEmail ?? order?.email;
  if (!to) throw new AppError('invalid_input', 'Give an address to send it to.', { email: ['Enter an e-mail address'] });
  // The recipient's language, or the buyer's when the voucher goes back to them to print.
  const locale = toAppLocale(recipientEmail === null && order ? order.locale : record.locale);
  const gift = await localizeProductTitle(
    { productId: record.productId, title: record.orderItem?.title ?? record.product?.title ?? getPlainVoucherTitle(locale) },
    locale,
    database,
  );
  const rendered = await renderVoucherEmailContent({
    to,
    locale,
    replyTo: recipientEmail && order ? order.email : null,
    fromName: order?.buyerName ?? SHOP_NAME,
    recipientName: record.recipientName ?? '',
    giftTitle: gift.title,
    coverageText: describeCoverage(record, locale),
    valueCents: record.valueCents,
    message: record.giftMessage,
    forBuyerToPrint: recipientEmail === null,
    designId: record.designId,
  });

  await runInTransaction(database, async (tx) => {
    if (record.deliveryEmailId) await cancelUnsentEmail(record.deliveryEmailId, tx);
    const emailId = await queueRenderedVoucherEmail(rendered, id, tx);
    await setVoucherDelivery(tx, id, { recipientEmail, deliveryEmailId: emailId });
    await insertStaffVoucherEvent(tx, { voucherId: id, kind: 'RESENT', data: { to, previous: record.recipientEmail, emailId }, staffId });
    await writeAuditLogEntry(tx, { staffId, action: 'voucher.resend', entityType: 'Voucher', entityId: id, data: { to, previous: record.recipientEmail } });
  });
  return getVoucherForStaffOrThrow(id, database);
}

/**
 * Voids a voucher nobody has activated: it stops working at once, an e-mail still waiting to go
 * out is withdrawn, and the reason is kept. An activated voucher's value is already a customer's
 * balance, so voiding it would take nothing back: 409.
 */
export async function voidVoucher(id: string, input: VoidVoucherInput, staffId: string, db?: DatabaseClient): Promise<StaffVoucher> {
  const database = getDatabase(db);
  await runInTransaction(database, async (tx) => {
    if (!(await markVoucherVoid(tx, id))) {
      const current = await findStaffVoucherById(tx, id);
      if (!current) throw new AppError('not_found', 'This voucher does not exist.');
      if (current.status === 'ACTIVATED') {
        throw new AppError('conflict', 'This voucher was already activated: its value is on a customer’s balance and it cannot be voided.');
      }
      throw new AppError('conflict', `This voucher is already ${current.status === 'VOID' ? 'void' : 'refunded'}.`);
    }
    const voucher = await findStaffVoucherById(tx, id);
    if (voucher?.deliveryEmailId) await cancelUnsentEmail(voucher.deliveryEmailId, tx);
    await insertStaffVoucherEvent(tx, { voucherId: id, kind: 'VOIDED', data: { reason: input.reason }, staffId });
    await writeAuditLogEntry(tx, { staffId, action: 'voucher.void', entityType: 'Voucher', entityId: id, data: { reason: input.reason } });
  });
  return getVoucherForStaffOrThrow(id, database);
}

// ── Refunds (called by the orders area, in its transactions) ──

/**
 * Takes an order's vouchers out of use for its refund, all or none: one that was activated or
 * voided meanwhile makes the refund a 409, since its value can no longer be taken back.
 */
export async function takeVouchersForRefund(
  input: { orderId: string; voucherIds: string[]; refundId: string; reason: string; staffId: string },
  tx: DatabaseClient,
): Promise<void> {
  if (input.voucherIds.length === 0) return;
  const ofOrder = new Set((await findStaffVouchersOfOrder(tx, input.orderId)).map((voucher) => voucher.id));
  const strangers = input.voucherIds.filter((id) => !ofOrder.has(id));
  if (strangers.length > 0) throw new AppError('invalid_input', 'Some vouchers are not this order’s.', { voucherIds: ['Choose vouchers of this order'] });
  if ((await markVouchersRefunded(tx, input.voucherIds)) !== input.voucherIds.length) {
    throw new AppError('conflict', 'A chosen voucher was already activated, voided or refunded. Reload the order and choose again.');
  }
  for (const voucherId of input.voucherIds) {
    await insertStaffVoucherEvent(tx, { voucherId, kind: 'REFUNDED', data: { refundId: input.refundId, reason: input.reason }, staffId: input.staffId });
  }
}

/** The provider refused the refund: its vouchers work again, and their history says why. */
export async function giveBackVouchersOfFailedRefund(refundId: string, staffId: string, tx: DatabaseClient): Promise<void> {
  const voucherIds = await findVoucherIdsOfRefund(tx, refundId);
  await restoreRefundedVouchers(tx, voucherIds);
  for (const voucherId of voucherIds) {
    await insertStaffVoucherEvent(tx, { voucherId, kind: 'REFUNDED', data: { refundId, outcome: 'failed' }, staffId });
  }
}

// ── Issuing by hand ──

type VoucherSource = {
  productId: string | null;
  title: string;
  valueCents: number;
  giftParty: 'ONE' | 'TWO' | 'FAMILY' | null;
  giftOption: 'STANDARD' | 'ANY' | null;
  designId: string | null;
};

async function resolveSource(input: { productId?: string; valueCents?: number; designId?: string }, db: DatabaseClient): Promise<VoucherSource> {
  // Staff choose among the designs buyers can choose; one deleted meanwhile still prints (ADR 0026).
  if (input.designId !== undefined && !(await isDesignOnOffer(db, input.designId))) {
    throw new AppError('invalid_input', 'Some fields need attention.', { designId: ['Choose a published card design'] });
  }
  const designId = input.designId ?? null;
  if (input.productId === undefined) {
    return { productId: null, title: PLAIN_VOUCHER_TITLE, valueCents: input.valueCents ?? 0, giftParty: null, giftOption: null, designId };
  }
  const [gift] = await listGiftsForCheckout([input.productId], db);
  if (!gift) throw new AppError('invalid_input', 'Some fields need attention.', { productId: ['Choose a gift voucher of the catalogue'] });
  return { productId: gift.id, title: gift.title, valueCents: gift.priceCents, giftParty: gift.coverage?.party ?? null, giftOption: gift.coverage?.option ?? null, designId };
}

/**
 * Issues one voucher per recipient in ONE transaction, each e-mailed at once: a batch is issued
 * whole or not at all. E-mails are rendered first, so the transaction only writes.
 */
async function issueToRecipients(
  source: VoucherSource,
  recipients: VoucherRecipient[],
  batch: { note: string; message?: string; staffId: string },
  db: DatabaseClient,
): Promise<IssuedVoucher[]> {
  const emails: RenderedVoucherEmail[] = [];
  const locales: AppLocale[] = [];
  // The gift's title in each language a recipient may read, read once for the whole batch.
  const giftTitles = new Map(
    await Promise.all(
      routing.locales.map(async (locale) => [locale, source.productId ? (await localizeProductTitle(source, locale, db)).title : getPlainVoucherTitle(locale)] as const),
    ),
  );
  for (const recipient of recipients) {
    // A customer of the shop reads it in their language; anyone else in the default one.
    const locale = (await findCustomerLocale(recipient.email, db)) ?? routing.defaultLocale;
    locales.push(locale);
    emails.push(
      await renderVoucherEmailContent({
        to: recipient.email,
        locale,
        replyTo: null,
        fromName: SHOP_NAME,
        recipientName: recipient.name,
        giftTitle: giftTitles.get(locale) ?? source.title,
        coverageText: source.giftParty && source.giftOption ? describeVoucherCoverage(source.giftParty, source.giftOption, locale) : null,
        valueCents: source.valueCents,
        message: recipient.message || batch.message || null,
        forBuyerToPrint: false,
        designId: source.designId,
      }),
    );
  }
  return runInTransaction(
    db,
    async (tx) => {
      const issued: IssuedVoucher[] = [];
      for (const [index, recipient] of recipients.entries()) {
        const voucher = await issueVoucher(
          {
            valueCents: source.valueCents,
            giftParty: source.giftParty,
            giftOption: source.giftOption,
            productId: source.productId,
            orderItemId: null,
            purchaserId: null,
            recipientName: recipient.name,
            recipientEmail: recipient.email,
            giftMessage: recipient.message || batch.message || null,
            locale: locales[index] ?? routing.defaultLocale,
            deliverAt: null,
            designId: source.designId,
          },
          tx,
          { staffId: batch.staffId, note: batch.note },
        );
        const email = emails[index];
        if (!email) throw new Error(`The e-mail of recipient ${index} was not rendered`);
        await recordVoucherDeliveryEmail(voucher.voucherId, await queueRenderedVoucherEmail(email, voucher.voucherId, tx), tx);
        await writeAuditLogEntry(tx, {
          staffId: batch.staffId,
          action: 'voucher.issue',
          entityType: 'Voucher',
          entityId: voucher.voucherId,
          data: { note: batch.note, valueCents: source.valueCents, productId: source.productId, recipientEmail: recipient.email, certificateLast4: voucher.certificateLast4 },
        });
        issued.push({ id: voucher.voucherId, certificateLast4: voucher.certificateLast4, valueCents: source.valueCents, recipientEmail: recipient.email });
      }
      return issued;
    },
    // A corporate batch of hundreds writes for a while; the default 10 s is sized for a checkout.
    { timeoutMs: 120_000 },
  );
}

export async function issueVoucherByHand(input: IssueVoucherInput, staffId: string, db?: DatabaseClient): Promise<IssuedVoucher> {
  const database = getDatabase(db);
  const source = await resolveSource(input, database);
  const [issued] = await issueToRecipients(source, [{ name: input.recipientName, email: input.recipientEmail }], { note: input.note, message: input.message, staffId }, database);
  if (!issued) throw new Error('A voucher issued by hand vanished');
  return issued;
}

/** Corporate gifts: one voucher per CSV row, all issued or none (a single bad row issues nothing). */
export async function issueVoucherBatch(input: IssueVoucherBatchInput, staffId: string, db?: DatabaseClient): Promise<IssuedVoucher[]> {
  const database = getDatabase(db);
  const reading = readRecipientsCsv(input.csv);
  if (!reading.ok) throw new AppError('invalid_input', reading.message, reading.fieldErrors);
  const source = await resolveSource(input, database);
  return issueToRecipients(source, reading.recipients, { note: input.note, message: input.message, staffId }, database);
}
