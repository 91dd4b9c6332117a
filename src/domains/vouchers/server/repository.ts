import 'server-only';
import type { AppLocale } from '@/i18n/locale';
import type { DatabaseClient } from '@/server/db';

const voucherLookupSelect = {
  id: true,
  status: true,
  valueCents: true,
  productId: true,
  certificateLast4: true,
  recipientName: true,
  activatedAt: true,
  activatedById: true,
  activationKey: true,
  // What the activation request said: a replay under its key must say the same.
  activationFirstName: true,
  activationLastName: true,
  activationPhone: true,
  activationEmail: true,
  preferredDate: true,
  preferredTime: true,
  additionalComment: true,
  product: { select: { title: true } },
  orderItem: { select: { order: { select: { email: true, buyerName: true, notifyOnActivation: true, locale: true } } } },
} as const;

/** The voucher an activation request with this idempotency key activated, if any. */
export function findVoucherActivatedWithKey(db: DatabaseClient, activationKey: string) {
  return db.voucher.findUnique({ where: { activationKey }, select: { id: true } });
}

/** The voucher whose number has this keyed hash (the only way a typed number reaches a row). */
export function findVoucherByCertificateHash(db: DatabaseClient, certificateHash: string) {
  return db.voucher.findUnique({ where: { certificateHash }, select: voucherLookupSelect });
}

/** What the public voucher check may read of a voucher, and nothing more (no names, e-mails or message). */
export function findVoucherStateByCertificateHash(db: DatabaseClient, certificateHash: string) {
  return db.voucher.findUnique({ where: { certificateHash }, select: { status: true, valueCents: true, activatedAt: true } });
}

export type NewVoucher = {
  certificateHash: string;
  certificateCiphertext: string;
  certificateLast4: string;
  valueCents: number;
  giftParty: 'ONE' | 'TWO' | 'FAMILY' | null;
  giftOption: 'STANDARD' | 'ANY' | null;
  /** Null for a plain value issued by staff. */
  productId: string | null;
  /** Null for a voucher staff issued by hand. */
  orderItemId: string | null;
  purchaserId: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  giftMessage: string | null;
  /** The recipient's language, for the voucher's e-mail and PDF. */
  locale: AppLocale;
  /** The card design it is printed in; the classic card when absent. */
  designId?: string | null;
  deliverAt: Date | null;
};

/** The voucher and the first line of its history (with the staff member and their note when issued by hand), in the caller's transaction. */
export async function insertIssuedVoucher(db: DatabaseClient, voucher: NewVoucher, issuedBy?: { staffId: string; note: string }): Promise<{ id: string }> {
  const event = issuedBy ? { kind: 'ISSUED' as const, data: { note: issuedBy.note }, staffId: issuedBy.staffId } : { kind: 'ISSUED' as const, data: { orderItemId: voucher.orderItemId } };
  return db.voucher.create({
    data: { ...voucher, events: { create: event } },
    select: { id: true },
  });
}

export async function setVoucherDeliveryEmail(db: DatabaseClient, voucherId: string, emailId: string): Promise<void> {
  await db.voucher.update({ where: { id: voucherId }, data: { deliveryEmailId: emailId }, select: { id: true } });
}

/** What a printed voucher shows, with the buyer's name from its order. */
export function findVoucherForPrint(db: DatabaseClient, id: string) {
  return db.voucher.findUnique({
    where: { id },
    select: {
      id: true,
      productId: true,
      certificateCiphertext: true,
      certificateLast4: true,
      valueCents: true,
      giftParty: true,
      giftOption: true,
      recipientName: true,
      giftMessage: true,
      locale: true,
      designId: true,
      createdAt: true,
      product: { select: { title: true } },
      orderItem: { select: { orderId: true, order: { select: { buyerName: true } } } },
    },
  });
}

/** The voucher now travels to another address, by another e-mail; its history says so. */
export async function setVoucherRecipientEmail(db: DatabaseClient, voucherId: string, change: { recipientEmail: string; emailId: string; previousEmail: string | null }): Promise<void> {
  await db.voucher.update({
    where: { id: voucherId },
    data: {
      recipientEmail: change.recipientEmail,
      deliveryEmailId: change.emailId,
      events: { create: { kind: 'RESENT', data: { to: change.recipientEmail, previous: change.previousEmail, emailId: change.emailId } } },
    },
    select: { id: true },
  });
}

export type VoucherActivationRecord = {
  certificateHash: string;
  userId: string;
  /** The activation request's idempotency key: its retry replays the first answer. */
  activationKey: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** `YYYY-MM-DD`, or null when the customer left it empty. */
  preferredDate: string | null;
  preferredTime: string | null;
  additionalComment: string | null;
};

/**
 * Activates the voucher in ONE conditional statement: only an ISSUED voucher matches, so of any
 * number of concurrent attempts exactly one gets the row back; the others see it already taken.
 */
export async function markVoucherActivated(db: DatabaseClient, activation: VoucherActivationRecord): Promise<{ id: string; valueCents: number; certificateLast4: string } | null> {
  const rows = await db.$queryRaw<{ id: string; valueCents: number; certificateLast4: string }[]>`
    UPDATE "Voucher"
    SET "status" = 'ACTIVATED', "activatedById" = ${activation.userId}, "activationKey" = ${activation.activationKey},
        "activatedAt" = now() AT TIME ZONE 'UTC',
        "activationFirstName" = ${activation.firstName}, "activationLastName" = ${activation.lastName},
        "activationPhone" = ${activation.phone}, "activationEmail" = ${activation.email},
        "preferredDate" = ${activation.preferredDate}::date, "preferredTime" = ${activation.preferredTime},
        "additionalComment" = ${activation.additionalComment}
    WHERE "certificateHash" = ${activation.certificateHash} AND "status" = 'ISSUED'
    RETURNING "id", "valueCents", "certificateLast4"`;
  return rows[0] ?? null;
}

export async function insertVoucherEvent(db: DatabaseClient, voucherId: string, kind: 'ACTIVATED', data: Record<string, string>): Promise<void> {
  await db.voucherEvent.create({ data: { voucherId, kind, data }, select: { id: true } });
}

const customerVoucherSelect = {
  id: true,
  status: true,
  valueCents: true,
  certificateLast4: true,
  recipientName: true,
  recipientEmail: true,
  activatedAt: true,
  createdAt: true,
  productId: true,
  product: { select: { title: true } },
} as const;

/** Vouchers this customer activated onto their balance, newest first. */
export function findVouchersActivatedBy(db: DatabaseClient, userId: string) {
  return db.voucher.findMany({ where: { activatedById: userId }, orderBy: { activatedAt: 'desc' }, select: customerVoucherSelect });
}

/** Vouchers this customer bought, signed in, for others (or to print), newest first. */
export function findVouchersPurchasedBy(db: DatabaseClient, userId: string) {
  return db.voucher.findMany({ where: { purchaserId: userId }, orderBy: { createdAt: 'desc' }, select: customerVoucherSelect });
}

/** One of this customer's activated vouchers by its last four characters, for the after-activation page. */
export function findActivatedVoucherOfCustomer(db: DatabaseClient, userId: string, certificateLast4: string) {
  return db.voucher.findFirst({
    where: { activatedById: userId, certificateLast4, status: 'ACTIVATED' },
    orderBy: { activatedAt: 'desc' },
    select: { valueCents: true, certificateLast4: true },
  });
}
