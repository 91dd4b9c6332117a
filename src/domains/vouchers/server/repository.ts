import 'server-only';
import type { DatabaseClient } from '@/server/db';

const voucherLookupSelect = {
  id: true,
  status: true,
  valueCents: true,
  productId: true,
  certificateLast4: true,
  recipientName: true,
  activatedAt: true,
} as const;

/** The voucher whose number has this keyed hash (the only way a typed number reaches a row). */
export function findVoucherByCertificateHash(db: DatabaseClient, certificateHash: string) {
  return db.voucher.findUnique({ where: { certificateHash }, select: voucherLookupSelect });
}

export type NewVoucher = {
  certificateHash: string;
  certificateCiphertext: string;
  certificateLast4: string;
  valueCents: number;
  giftParty: 'ONE' | 'TWO' | 'FAMILY' | null;
  giftOption: 'STANDARD' | 'ANY' | null;
  productId: string;
  orderItemId: string;
  purchaserId: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  giftMessage: string | null;
  deliverAt: Date | null;
};

/** The voucher and the first line of its history, in the caller's transaction. */
export async function insertIssuedVoucher(db: DatabaseClient, voucher: NewVoucher): Promise<{ id: string }> {
  return db.voucher.create({
    data: { ...voucher, events: { create: { kind: 'ISSUED', data: { orderItemId: voucher.orderItemId } } } },
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
      certificateCiphertext: true,
      certificateLast4: true,
      valueCents: true,
      giftParty: true,
      giftOption: true,
      recipientName: true,
      giftMessage: true,
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
