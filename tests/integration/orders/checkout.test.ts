import { randomUUID } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { CheckoutInput } from '@/domains/orders/schemas';
import { confirmOrderPayment } from '@/domains/orders/server/order-payment';
import { quoteOrder } from '@/domains/orders/server/order-quote';
import { getOrderReceiptOrThrow, redirectVoucherEmail } from '@/domains/orders/server/order-receipt';
import { placeOrder } from '@/domains/orders/server/place-order';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { answerTestAuthentication } from '@/domains/payments/server/test-gateway';
import { decryptCertificateNumber } from '@/domains/vouchers/lib/certificate-code';
import type { OutgoingMail } from '@/domains/mail/server/mail-transport';
import { deliverQueuedEmail } from '@/domains/mail/server/service';
import { findVoucherByCertificateNumber, getPrintableVoucher, readCertificateNumber, renderVoucherPdfAttachment } from '@/domains/vouchers/server/service';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';
import frenchMessages from '../../../messages/fr-CA.json';
import { readPdfText } from '../../fixtures/pdf-text';

async function createGift(fields: { priceCents?: number; published?: boolean; title?: string } = {}): Promise<{ id: string; priceCents: number }> {
  const priceCents = fields.priceCents ?? 11_900;
  return getDatabase().product.create({
    data: {
      kind: 'GIFT_VOUCHER',
      slug: `gift-${randomUUID()}`,
      title: fields.title ?? 'Dinner cruise for two',
      description: 'A gift.',
      priceCents,
      published: fields.published ?? true,
    },
    select: { id: true, priceCents: true },
  });
}

async function createCoupon(fields: {
  code?: string;
  kind?: 'PERCENT' | 'AMOUNT';
  percentBasisPoints?: number;
  amountCents?: number;
  minimumOrderCents?: number;
  validUntil?: Date;
  maxRedemptions?: number;
}): Promise<string> {
  const code = fields.code ?? `SAVE-${randomUUID().slice(0, 8).toUpperCase()}`;
  const kind = fields.kind ?? 'PERCENT';
  await getDatabase().coupon.create({
    data: {
      code,
      kind,
      percentBasisPoints: kind === 'PERCENT' ? (fields.percentBasisPoints ?? 1_000) : null,
      amountCents: kind === 'AMOUNT' ? (fields.amountCents ?? 2_000) : null,
      minimumOrderCents: fields.minimumOrderCents ?? 0,
      validUntil: fields.validUntil,
      maxRedemptions: fields.maxRedemptions,
    },
  });
  return code;
}

type LineFields = { recipientEmail?: string | null; scheduled?: { date: string; hour: number } };

function line(gift: { id: string; priceCents: number }, fields: LineFields = {}): CheckoutInput['lines'][number] {
  const recipientEmail = fields.recipientEmail === undefined ? 'ana@example.com' : fields.recipientEmail;
  return {
    productId: gift.id,
    shownPriceCents: gift.priceCents,
    personalisation: {
      recipientName: 'Zoë Tremblay',
      message: 'Happy birthday!',
      delivery:
        recipientEmail === null
          ? { method: 'print' }
          : {
              method: 'email',
              recipientEmail,
              schedule: fields.scheduled
                ? { when: 'scheduled', date: fields.scheduled.date, hour: fields.scheduled.hour, timeZone: 'America/Toronto' }
                : { when: 'now' },
            },
    },
  };
}

function checkout(lines: CheckoutInput['lines'], fields: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    idempotencyKey: randomUUID(),
    lines,
    buyerName: 'Casey Buyer',
    buyerEmail: 'casey@example.com',
    acceptTerms: true,
    notifyOnActivation: false,
    shownTotalCents: lines.reduce((sum, entry) => sum + entry.shownPriceCents, 0),
    card: { cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' },
    ...fields,
  };
}

async function countRows() {
  const db = getDatabase();
  return {
    orders: await db.order.count(),
    payments: await db.payment.count(),
    vouchers: await db.voucher.count(),
    emails: await db.outboxEmail.count(),
    charges: await db.testGatewayCharge.count(),
  };
}

describe('order totals', () => {
  it('are the database prices, with the coupon applied', async () => {
    const cruise = await createGift({ priceCents: 11_900 });
    const kayak = await createGift({ priceCents: 8_950 });
    const percent = await createCoupon({ percentBasisPoints: 1_000 });
    const amount = await createCoupon({ kind: 'AMOUNT', amountCents: 2_500 });
    const ids = [cruise.id, kayak.id];
    expect((await quoteOrder({ productIds: ids }, { userId: null }, 'en-CA')).totals).toEqual({ subtotalCents: 20_850, discountCents: 0, totalCents: 20_850 });
    expect((await quoteOrder({ productIds: ids, couponCode: percent.toLowerCase() }, { userId: null }, 'en-CA')).totals).toEqual({
      subtotalCents: 20_850,
      discountCents: 2_085,
      totalCents: 18_765,
    });
    expect((await quoteOrder({ productIds: ids, couponCode: amount }, { userId: null }, 'en-CA')).totals.totalCents).toBe(18_350);
  });

  it('name why a coupon does not apply: unknown, expired, limit reached, minimum not met, used by this buyer', async () => {
    const gift = await createGift({ priceCents: 5_000 });
    const quote = (couponCode: string, buyerEmail?: string) => quoteOrder({ productIds: [gift.id], couponCode, buyerEmail }, { userId: null }, 'en-CA');
    expect((await quote('NOPE')).coupon).toEqual({ code: 'NOPE', status: 'refused', refusal: 'unknown' });
    const expired = await createCoupon({ validUntil: new Date(Date.now() - 1_000) });
    expect((await quote(expired)).coupon).toMatchObject({ status: 'refused', refusal: 'expired' });
    const minimum = await createCoupon({ minimumOrderCents: 10_000 });
    expect((await quote(minimum)).coupon).toMatchObject({ status: 'refused', refusal: 'minimum_not_met' });
    expect((await quote(minimum)).totals.totalCents).toBe(5_000);

    const single = await createCoupon({ maxRedemptions: 1 });
    await placeOrder(checkout([line(gift)], { couponCode: single, shownTotalCents: 4_500 }), { userId: null });
    expect((await quote(single, 'someone-else@example.com')).coupon).toMatchObject({ status: 'refused', refusal: 'used_up' });

    const once = await createCoupon({});
    await placeOrder(checkout([line(gift)], { couponCode: once, shownTotalCents: 4_500 }), { userId: null });
    expect((await quote(once, 'casey@example.com')).coupon).toMatchObject({ status: 'refused', refusal: 'already_used' });
    expect((await quote(once, 'other@example.com')).coupon).toMatchObject({ status: 'applied', discountCents: 500 });
  });

  it('refuse to charge a refused coupon, and write nothing', async () => {
    const gift = await createGift({ priceCents: 5_000 });
    const expired = await createCoupon({ validUntil: new Date(Date.now() - 1_000) });
    const before = await countRows();
    await expect(placeOrder(checkout([line(gift)], { couponCode: expired, shownTotalCents: 4_500 }), { userId: null })).rejects.toMatchObject({
      code: 'coupon_refused',
      message: 'expired',
    });
    expect(await countRows()).toEqual(before);
  });
});

describe('placing an order', () => {
  it('charges the card once, issues one voucher per line and queues the e-mails', async () => {
    const cruise = await createGift({ priceCents: 11_900 });
    const kayak = await createGift({ priceCents: 8_950, title: 'Kayak day' });
    const input = checkout([line(cruise), line(kayak, { recipientEmail: null }), line(cruise, { scheduled: { date: '2027-01-15', hour: 9 } })]);

    const result = await placeOrder(input, { userId: null });

    expect(result).toMatchObject({ status: 'fulfilled', orderNumber: expect.stringMatching(/^CGE-[2-9A-HJKMNP-Z]{8}$/) });
    const db = getDatabase();
    const order = await db.order.findUniqueOrThrow({
      where: { idempotencyKey: input.idempotencyKey },
      include: { payments: true, items: { include: { vouchers: true } } },
    });
    expect(order).toMatchObject({ status: 'FULFILLED', subtotalCents: 32_750, totalCents: 32_750, termsVersion: '2020-07-01', buyerName: 'Casey Buyer' });
    expect(order.paidAt).not.toBeNull();
    expect(order.payments).toEqual([expect.objectContaining({ status: 'SUCCEEDED', amountCents: 32_750, provider: 'TEST' })]);
    expect(await db.testGatewayCharge.findMany({ where: { id: order.payments[0]?.providerRef ?? '' } })).toHaveLength(1);

    const vouchers = order.items.flatMap((item) => item.vouchers);
    expect(vouchers.map((voucher) => voucher.valueCents).sort()).toEqual([11_900, 11_900, 8_950].sort());
    const key = getServerEnv().CERTIFICATE_ENCRYPTION_KEY;
    for (const voucher of vouchers) {
      const number = decryptCertificateNumber(voucher.certificateCiphertext, key);
      expect((await findVoucherByCertificateNumber(number))?.id).toBe(voucher.id);
      expect(voucher.deliveryEmailId).not.toBeNull();
    }

    const emails = await db.outboxEmail.findMany({ where: { id: { in: vouchers.map((voucher) => voucher.deliveryEmailId ?? '') } } });
    expect(emails.map((email) => email.to).sort()).toEqual(['ana@example.com', 'ana@example.com', 'casey@example.com']);
    // Scheduled: 09:00 in Toronto on 15 January is 14:00 UTC; the others go out at once.
    expect(emails.map((email) => email.sendAfter?.toISOString() ?? null).sort()).toEqual(['2027-01-15T14:00:00.000Z', null, null]);
    for (const voucher of vouchers) {
      const email = emails.find((candidate) => candidate.id === voucher.deliveryEmailId);
      expect(email?.text).not.toContain(decryptCertificateNumber(voucher.certificateCiphertext, key));
    }
    expect(await db.outboxEmail.count({ where: { to: 'casey@example.com', subject: { contains: order.number } } })).toBe(1);
  });

  it('ignores a price the browser made up: a tampered line or total stops the payment and writes nothing', async () => {
    const gift = await createGift({ priceCents: 11_900 });
    const before = await countRows();
    const cheap = { ...line(gift), shownPriceCents: 100 };
    await expect(placeOrder(checkout([cheap], { shownTotalCents: 100 }), { userId: null })).rejects.toMatchObject({
      code: 'cart_changed',
      fieldErrors: { 'lines.0': ['repriced'] },
    });
    await expect(placeOrder(checkout([line(gift)], { shownTotalCents: 100 }), { userId: null })).rejects.toMatchObject({ code: 'cart_changed' });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a gift that was unpublished since it entered the cart', async () => {
    const gift = await createGift({ published: false });
    await expect(placeOrder(checkout([line(gift)]), { userId: null })).rejects.toMatchObject({
      code: 'cart_changed',
      fieldErrors: { 'lines.0': ['unavailable'] },
    });
    expect((await quoteOrder({ productIds: [gift.id] }, { userId: null }, 'en-CA')).lines[0]).toMatchObject({ available: false, priceCents: null });
  });

  it('issues nothing for a declined card, and gives the coupon back', async () => {
    const gift = await createGift({ priceCents: 5_000 });
    const coupon = await createCoupon({ maxRedemptions: 1 });
    const input = checkout([line(gift)], { couponCode: coupon, shownTotalCents: 4_500, card: { cardNumber: TEST_CARDS.declined, expiry: '12/30', cvc: '123' } });

    await expect(placeOrder(input, { userId: null })).rejects.toMatchObject({ code: 'payment_declined', message: 'card_declined' });

    const db = getDatabase();
    const order = await db.order.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey }, include: { payments: true, items: { include: { vouchers: true } } } });
    expect(order.status).toBe('FAILED');
    expect(order.payments[0]).toMatchObject({ status: 'FAILED', failureCode: 'card_declined' });
    expect(order.items.flatMap((item) => item.vouchers)).toEqual([]);
    expect(await db.coupon.findUniqueOrThrow({ where: { code: coupon }, select: { redemptionCount: true } })).toEqual({ redemptionCount: 0 });
    // The same attempt again answers the same way; a new attempt with a good card goes through.
    await expect(placeOrder(input, { userId: null })).rejects.toMatchObject({ code: 'payment_declined' });
    const retry = { ...input, idempotencyKey: randomUUID(), card: { cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' } };
    expect(await placeOrder(retry, { userId: null })).toMatchObject({ status: 'fulfilled' });
  });

  it('waits for the second step of a card that needs it, then completes or fails the order', async () => {
    const gift = await createGift({ priceCents: 7_000 });
    const card = { cardNumber: TEST_CARDS.needsAuthentication, expiry: '12/30', cvc: '123' };
    const approved = checkout([line(gift)], { card });
    const first = await placeOrder(approved, { userId: null });
    expect(first).toMatchObject({ status: 'requires_action', nextActionUrl: expect.stringMatching(/^\/payments\/test-authentication\/test_ch_/) });
    if (first.status !== 'requires_action') throw new Error('expected a second step');
    expect(await getDatabase().voucher.count({ where: { orderItem: { order: { idempotencyKey: approved.idempotencyKey } } } })).toBe(0);
    const key = returnKeyOf(first.nextActionUrl);
    // Coming back before answering changes nothing.
    expect(await confirmOrderPayment(first.orderNumber, key)).toMatchObject({ status: 'requires_action' });

    const chargeId = first.nextActionUrl.split('/').at(-1)?.split('?')[0] ?? '';
    await answerTestAuthentication(chargeId, true);
    // The order number alone (printed on e-mails, read over the phone) does not open the receipt.
    await expect(confirmOrderPayment(first.orderNumber, '0'.repeat(32))).rejects.toMatchObject({ code: 'not_found' });
    expect(await confirmOrderPayment(first.orderNumber, key)).toMatchObject({ status: 'fulfilled', orderNumber: first.orderNumber });
    expect(await confirmOrderPayment(first.orderNumber, key)).toMatchObject({ status: 'fulfilled' });
    expect(await getDatabase().voucher.count({ where: { orderItem: { order: { idempotencyKey: approved.idempotencyKey } } } })).toBe(1);

    const refused = await placeOrder(checkout([line(gift)], { card }), { userId: null });
    if (refused.status !== 'requires_action') throw new Error('expected a second step');
    await answerTestAuthentication(refused.nextActionUrl.split('/').at(-1)?.split('?')[0] ?? '', false);
    await expect(confirmOrderPayment(refused.orderNumber, returnKeyOf(refused.nextActionUrl))).rejects.toMatchObject({ code: 'payment_declined', message: 'authentication_failed' });
  });
});

/** The receipt key the second step's return link carries back. */
function returnKeyOf(nextActionUrl: string): string {
  const returnPath = new URL(nextActionUrl, 'http://shop').searchParams.get('return') ?? '';
  return new URL(returnPath, 'http://shop').searchParams.get('key') ?? '';
}

describe('a voucher e-mail', () => {
  it('is stored without the certificate number and arrives with it, its activation link and the PDF', async () => {
    const gift = await createGift({ priceCents: 11_900, title: 'Dinner cruise for two' });
    const input = checkout([line(gift)]);
    await placeOrder(input, { userId: null });
    const db = getDatabase();
    const voucher = await db.voucher.findFirstOrThrow({ where: { orderItem: { order: { idempotencyKey: input.idempotencyKey } } } });
    const number = decryptCertificateNumber(voucher.certificateCiphertext, getServerEnv().CERTIFICATE_ENCRYPTION_KEY);
    const stored = await db.outboxEmail.findUniqueOrThrow({ where: { id: voucher.deliveryEmailId ?? '' } });
    expect(JSON.stringify(stored)).not.toContain(number);
    expect(stored.subject).toBe('Casey Buyer sent you a gift: Dinner cruise for two');

    const sent: OutgoingMail[] = [];
    await deliverQueuedEmail(stored.id, {
      transport: { name: 'test', send: async (mail) => void sent.push(mail) },
      attachmentRenderers: { 'voucher-pdf': ({ voucherId }) => renderVoucherPdfAttachment(voucherId) },
      fillInRenderers: { 'certificate-number': ({ voucherId }) => readCertificateNumber(voucherId) },
    });

    const [mail] = sent;
    expect(mail?.to).toBe('ana@example.com');
    expect(mail?.text).toContain(number);
    expect(mail?.text).toContain('Happy birthday!');
    expect(mail?.html).toContain(`/voucher/activation?certificate=${number}`);
    expect(mail?.text).not.toContain('[[certificate-number]]');
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ filename: `gift-voucher-${voucher.certificateLast4}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await db.outboxEmail.findUniqueOrThrow({ where: { id: stored.id } })).status).toBe('SENT');
  });
});

describe('the receipt page', () => {
  async function paidOrder(lines: CheckoutInput['lines']) {
    const result = await placeOrder(checkout(lines), { userId: null });
    if (result.status !== 'fulfilled') throw new Error('expected a paid order');
    const url = new URL(result.successPath, 'http://shop.test');
    return { orderNumber: url.searchParams.get('order') ?? '', accessKey: url.searchParams.get('key') ?? '' };
  }

  it('opens only with the receipt key, and says where each voucher stands', async () => {
    const gift = await createGift({ priceCents: 5_000 });
    const { orderNumber, accessKey } = await paidOrder([line(gift), line(gift, { scheduled: { date: '2027-02-01', hour: 10 } })]);
    const receipt = await getOrderReceiptOrThrow(orderNumber, accessKey);
    expect(receipt.vouchers.map((voucher) => voucher.delivery.status).sort()).toEqual(['queued', 'scheduled']);
    await expect(getOrderReceiptOrThrow(orderNumber, '0'.repeat(32))).rejects.toMatchObject({ code: 'not_found' });
    await expect(getOrderReceiptOrThrow('CGE-NOPE2345', accessKey)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('sends an unsent voucher to a corrected address instead, and refuses once it went out', async () => {
    const gift = await createGift({ priceCents: 5_000 });
    const { orderNumber, accessKey } = await paidOrder([line(gift, { recipientEmail: 'typo@exmaple.com', scheduled: { date: '2027-02-01', hour: 10 } })]);
    const [before] = (await getOrderReceiptOrThrow(orderNumber, accessKey)).vouchers;
    if (!before) throw new Error('expected a voucher');
    const db = getDatabase();
    const oldEmailId = (await db.voucher.findUniqueOrThrow({ where: { id: before.id } })).deliveryEmailId ?? '';

    await redirectVoucherEmail({ orderNumber, accessKey, voucherId: before.id, recipientEmail: 'ana@example.com' });

    const voucher = await db.voucher.findUniqueOrThrow({ where: { id: before.id }, include: { events: true } });
    expect(voucher.recipientEmail).toBe('ana@example.com');
    expect(voucher.events.map((event) => event.kind).sort()).toEqual(['ISSUED', 'RESENT']);
    expect((await db.outboxEmail.findUniqueOrThrow({ where: { id: oldEmailId } })).status).toBe('CANCELLED');
    const newEmail = await db.outboxEmail.findUniqueOrThrow({ where: { id: voucher.deliveryEmailId ?? '' } });
    expect(newEmail).toMatchObject({ to: 'ana@example.com', status: 'QUEUED', sendAfter: new Date('2027-02-01T15:00:00.000Z') });
    expect((await getOrderReceiptOrThrow(orderNumber, accessKey)).vouchers[0]?.delivery).toMatchObject({ status: 'scheduled', to: 'ana@example.com' });

    await db.outboxEmail.update({ where: { id: newEmail.id }, data: { status: 'SENT', sentAt: new Date() } });
    await expect(redirectVoucherEmail({ orderNumber, accessKey, voucherId: before.id, recipientEmail: 'ben@example.com' })).rejects.toMatchObject({
      code: 'conflict',
    });
    await expect(redirectVoucherEmail({ orderNumber, accessKey: '0'.repeat(32), voucherId: before.id, recipientEmail: 'x@example.com' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('a checkout submitted many times at once', () => {
  it('makes one order, one charge and one set of vouchers', async () => {
    const gift = await createGift({ priceCents: 6_000 });
    const input = checkout([line(gift), line(gift, { recipientEmail: 'ben@example.com' })]);
    const before = await countRows();

    const results = await Promise.allSettled(Array.from({ length: 12 }, () => placeOrder(input, { userId: null })));

    const fulfilled = results.filter((result) => result.status === 'fulfilled').map((result) => result.value);
    expect(fulfilled.length).toBeGreaterThan(0);
    expect(new Set(fulfilled.map((result) => result.orderNumber)).size).toBe(1);
    // A call that found the order still being paid may ask to wait; none fails otherwise.
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'conflict' });
    }
    const after = await countRows();
    expect(after.orders - before.orders).toBe(1);
    expect(after.payments - before.payments).toBe(1);
    expect(after.charges - before.charges).toBe(1);
    expect(after.vouchers - before.vouchers).toBe(2);
    // Two voucher e-mails and one receipt.
    expect(after.emails - before.emails).toBe(3);
  });

  it('lets a coupon limited to one use go to exactly one of many buyers', async () => {
    const gift = await createGift({ priceCents: 5_000 });
    const coupon = await createCoupon({ maxRedemptions: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        placeOrder(checkout([line(gift)], { couponCode: coupon, shownTotalCents: 4_500, buyerEmail: `buyer${index}@example.com` }), { userId: null }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'coupon_refused', message: 'used_up' });
    }
    expect(await getDatabase().coupon.findUniqueOrThrow({ where: { code: coupon }, select: { redemptionCount: true } })).toEqual({ redemptionCount: 1 });
  });
});

describe('documents in the reader’s language', () => {
  const french = (namespace: 'modules.mail.orderReceipt' | 'modules.mail.voucher' | 'modules.vouchers.printable') =>
    createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace });

  async function sendVoucherEmail(emailId: string): Promise<OutgoingMail> {
    const sent: OutgoingMail[] = [];
    await deliverQueuedEmail(emailId, {
      transport: { name: 'test', send: async (mail) => void sent.push(mail) },
      attachmentRenderers: { 'voucher-pdf': ({ voucherId }) => renderVoucherPdfAttachment(voucherId) },
      fillInRenderers: { 'certificate-number': ({ voucherId }) => readCertificateNumber(voucherId) },
    });
    const [mail] = sent;
    if (!mail) throw new Error('The voucher e-mail was not sent');
    return mail;
  }

  it('writes a French buyer’s receipt in French, and their recipient’s voucher by default', async () => {
    const gift = await createGift({ priceCents: 115_100, title: 'Croisière aux baleines' });
    const input = checkout([line(gift)]);
    await placeOrder(input, { userId: null, locale: 'fr-CA' });

    const db = getDatabase();
    const order = await db.order.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey }, include: { items: { include: { vouchers: true } } } });
    expect(order.locale).toBe('fr-CA');
    expect(order.items[0]?.recipientLocale).toBe('fr-CA');
    expect(order.items[0]?.vouchers[0]?.locale).toBe('fr-CA');

    const receipt = await db.outboxEmail.findFirstOrThrow({ where: { to: 'casey@example.com', subject: { contains: order.number } } });
    expect(receipt.subject).toBe(french('modules.mail.orderReceipt')('subject', { orderNumber: order.number }));
    expect(receipt.html).toContain('lang="fr-CA"');
    expect(receipt.text).toContain(french('modules.mail.orderReceipt')('heading', { buyerName: 'Casey Buyer' }));
    // fr-CA amounts: a no-break space groups thousands and comes before the dollar sign.
    expect(receipt.text).toContain('1\u00a0151,00\u00a0$');
    expect(receipt.text).not.toContain('$1,151.00');
    expect(receipt.html).toContain(`${getServerEnv().SITE_URL}/fr-CA/order-success?`);
  });

  it('sends an English buyer’s French recipient a French voucher e-mail and PDF, and the buyer an English receipt', async () => {
    const gift = await createGift({ priceCents: 11_900, title: 'Croisière aux baleines' });
    const input = checkout([{ ...line(gift), recipientLocale: 'fr-CA' }]);
    await placeOrder(input, { userId: null, locale: 'en-CA' });

    const db = getDatabase();
    const order = await db.order.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } });
    expect(order.locale).toBe('en-CA');
    const receipt = await db.outboxEmail.findFirstOrThrow({ where: { to: 'casey@example.com', subject: { contains: order.number } } });
    expect(receipt.subject).toBe(`Your receipt for order ${order.number}`);
    expect(receipt.text).toContain('$119.00');

    const voucher = await db.voucher.findFirstOrThrow({ where: { orderItem: { orderId: order.id } } });
    expect(voucher.locale).toBe('fr-CA');
    const number = decryptCertificateNumber(voucher.certificateCiphertext, getServerEnv().CERTIFICATE_ENCRYPTION_KEY);
    const mail = await sendVoucherEmail(voucher.deliveryEmailId ?? '');
    const t = french('modules.mail.voucher');
    expect(mail.subject).toBe(t('subjectForRecipient', { buyerName: 'Casey Buyer', giftTitle: 'Croisière aux baleines' }));
    expect(mail.text).toContain(t('headingForRecipient', { recipientName: 'Zoë Tremblay' }));
    expect(mail.text).toContain('119,00\u00a0$');
    expect(mail.html).toContain(`${getServerEnv().SITE_URL}/fr-CA/voucher/activation?certificate=${number}`);

    const pdf = await readPdfText(mail.attachments[0]?.content ?? Buffer.alloc(0));
    const printable = french('modules.vouchers.printable');
    expect(pdf).toContain(printable('forName', { name: 'Zoë Tremblay' }));
    expect(pdf).toContain(printable('fromName', { name: 'Casey Buyer' }));
    expect(pdf).toContain(printable('neverExpires'));
    // pdfjs reads the no-break spaces inside « » back as plain ones.
    expect(pdf).toContain(printable('quotedMessage', { message: 'Happy birthday!' }).replaceAll('\u00a0', ' '));
    expect(pdf).toMatch(/119,00\s\$/);
    expect(pdf).toContain(number);
    expect(pdf).not.toContain('Never expires');
  });

  it('quotes a cart in the page’s language: French titles, English where staff have not translated one', async () => {
    const card = await createGift({ priceCents: 25_000, title: '$250 Gift Card' });
    await getDatabase().productTranslation.create({ data: { productId: card.id, locale: 'fr-CA', title: 'Carte-cadeau de 250 $' } });
    const cruise = await createGift({ priceCents: 11_900, title: 'Dinner cruise for two' });
    const french = await quoteOrder({ productIds: [card.id, cruise.id] }, { userId: null }, 'fr-CA');
    expect(french.lines.map(({ title, titleUntranslated }) => ({ title, titleUntranslated }))).toEqual([
      { title: 'Carte-cadeau de 250 $', titleUntranslated: false },
      { title: 'Dinner cruise for two', titleUntranslated: true },
    ]);
    const english = await quoteOrder({ productIds: [card.id, cruise.id] }, { userId: null }, 'en-CA');
    expect(english.lines.map(({ title, titleUntranslated }) => ({ title, titleUntranslated }))).toEqual([
      { title: '$250 Gift Card', titleUntranslated: false },
      { title: 'Dinner cruise for two', titleUntranslated: false },
    ]);
  });

  it('titles a French order’s gifts in French on its receipt, voucher e-mails and PDFs, in English where staff have not translated one', async () => {
    const db = getDatabase();
    const card = await createGift({ priceCents: 25_000, title: '$250 Gift Card' });
    await db.productTranslation.create({ data: { productId: card.id, locale: 'fr-CA', title: 'Carte-cadeau de 250 $' } });
    const cruise = await createGift({ priceCents: 11_900, title: 'Dinner cruise for two' });
    const input = checkout([line(card), line(cruise)]);
    const result = await placeOrder(input, { userId: null, locale: 'fr-CA' });
    if (result.status !== 'fulfilled') throw new Error('expected a paid order');
    const order = await db.order.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey }, include: { items: { include: { vouchers: true } } } });
    // The order keeps the English titles it was sold with; documents read the translation.
    expect(order.items.map((item) => item.title).sort()).toEqual(['$250 Gift Card', 'Dinner cruise for two']);

    const receipt = await db.outboxEmail.findFirstOrThrow({ where: { to: 'casey@example.com', subject: { contains: order.number } } });
    expect(receipt.text).toContain('Carte-cadeau de 250 $');
    expect(receipt.text).not.toContain('$250 Gift Card');
    // The untranslated title is marked English for screen readers; the French one is not.
    expect(receipt.html).toMatch(/lang="en-CA"[^>]*>\s*Dinner cruise for two/);
    expect(receipt.html).not.toMatch(/lang="en-CA"[^>]*>\s*Carte-cadeau/);

    const url = new URL(result.successPath, 'http://shop.test');
    const [orderNumber, accessKey] = [url.searchParams.get('order') ?? '', url.searchParams.get('key') ?? ''];
    const titles = async (locale: string) =>
      (await getOrderReceiptOrThrow(orderNumber, accessKey, { locale })).vouchers.map(({ title, untranslated }) => ({ title, untranslated })).sort((a, b) => a.title.localeCompare(b.title));
    expect(await titles('fr-CA')).toEqual([
      { title: 'Carte-cadeau de 250 $', untranslated: [] },
      { title: 'Dinner cruise for two', untranslated: ['title'] },
    ]);
    expect(await titles('en-CA')).toEqual([
      { title: '$250 Gift Card', untranslated: [] },
      { title: 'Dinner cruise for two', untranslated: [] },
    ]);

    const t = french('modules.mail.voucher');
    const voucherOf = (productId: string) => order.items.find((item) => item.productId === productId)?.vouchers[0];
    const cardMail = await sendVoucherEmail(voucherOf(card.id)?.deliveryEmailId ?? '');
    expect(cardMail.subject).toBe(t('subjectForRecipient', { buyerName: 'Casey Buyer', giftTitle: 'Carte-cadeau de 250 $' }));
    expect(cardMail.text).toContain(t('introForRecipient', { buyerName: 'Casey Buyer', giftTitle: 'Carte-cadeau de 250 $' }));
    expect(await readPdfText(cardMail.attachments[0]?.content ?? Buffer.alloc(0))).toContain('Carte-cadeau de 250 $');
    expect(await getPrintableVoucher(voucherOf(card.id)?.id ?? '')).toMatchObject({ voucher: { giftTitle: 'Carte-cadeau de 250 $', giftTitleUntranslated: false } });

    const cruiseMail = await sendVoucherEmail(voucherOf(cruise.id)?.deliveryEmailId ?? '');
    expect(cruiseMail.subject).toBe(t('subjectForRecipient', { buyerName: 'Casey Buyer', giftTitle: 'Dinner cruise for two' }));
    expect(await readPdfText(cruiseMail.attachments[0]?.content ?? Buffer.alloc(0))).toContain('Dinner cruise for two');
    expect(await getPrintableVoucher(voucherOf(cruise.id)?.id ?? '')).toMatchObject({ voucher: { giftTitle: 'Dinner cruise for two', giftTitleUntranslated: true } });
  });

  it('keeps an English order’s documents in English', async () => {
    const gift = await createGift({ priceCents: 11_900 });
    const input = checkout([line(gift)]);
    await placeOrder(input, { userId: null });
    const db = getDatabase();
    const order = await db.order.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey }, include: { items: { include: { vouchers: true } } } });
    expect([order.locale, order.items[0]?.recipientLocale, order.items[0]?.vouchers[0]?.locale]).toEqual(['en-CA', 'en-CA', 'en-CA']);
    const mail = await sendVoucherEmail(order.items[0]?.vouchers[0]?.deliveryEmailId ?? '');
    expect(mail.subject).toBe('Casey Buyer sent you a gift: Dinner cruise for two');
    const pdf = await readPdfText(mail.attachments[0]?.content ?? Buffer.alloc(0));
    expect(pdf).toContain('For Zoë Tremblay');
    expect(pdf).toContain('$119.00');
  });
});
