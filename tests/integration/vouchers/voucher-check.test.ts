import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkVoucherAction } from '@/domains/vouchers/actions';
import { formatCertificateNumber, generateCertificateNumber, sealCertificateNumber } from '@/domains/vouchers/lib/certificate-code';
import { activateVoucher, checkVoucher } from '@/domains/vouchers/server/service';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { isAppError } from '@/server/errors';
import { createCustomer, createOrder } from '../money/money-fixtures';
import { currentRequest } from '../support/next-headers-mock';

/** Issue 27 §3: the public voucher check says the state and the value, and nothing of the people. */

const VALUE_CENTS = 12_500;
// Everything personal a voucher carries: none of it may appear in an answer.
const PERSONAL = ['Casey Buyer', 'buyer@example.com', 'Jordan Lee', 'jordan.lee@example.com', 'Happy birthday, Jordan!', 'Alex', 'Martin', 'alex.martin@example.com', '+16045550142', 'Window seat'];

type Status = 'ISSUED' | 'ACTIVATED' | 'VOID' | 'REFUNDED';

const newIp = () => `198.51.100.${randomUUID()}`;

async function issueVoucher(status: Status): Promise<{ id: string; certificateNumber: string }> {
  const env = getServerEnv();
  const db = getDatabase();
  const certificateNumber = generateCertificateNumber();
  const order = await createOrder(db);
  const product = await db.product.create({
    data: { kind: 'GIFT_VOUCHER', slug: `gift-${randomUUID()}`, title: 'Dinner cruise for two', description: 'A gift.', priceCents: VALUE_CENTS },
    select: { id: true },
  });
  const orderItem = await db.orderItem.create({
    data: { orderId: order.id, productId: product.id, kind: 'GIFT_VOUCHER', title: 'Dinner cruise for two', unitPriceCents: VALUE_CENTS },
    select: { id: true },
  });
  const { id } = await db.voucher.create({
    select: { id: true },
    data: {
      ...sealCertificateNumber(certificateNumber, { hashKey: env.CERTIFICATE_HASH_KEY, encryptionKey: env.CERTIFICATE_ENCRYPTION_KEY }),
      valueCents: VALUE_CENTS,
      productId: product.id,
      orderItemId: orderItem.id,
      status: status === 'ACTIVATED' ? 'ISSUED' : status,
      recipientName: 'Jordan Lee',
      recipientEmail: 'jordan.lee@example.com',
      giftMessage: 'Happy birthday, Jordan!',
    },
  });
  if (status === 'ACTIVATED') {
    // Through the service, so the books hold its credit; then on a known evening.
    const activator = await createCustomer(db);
    await activateVoucher(
      {
        firstName: 'Alex',
        lastName: 'Martin',
        phoneNumber: '+16045550142',
        email: 'alex.martin@example.com',
        confirmEmail: 'alex.martin@example.com',
        certificateNumber,
        preferedDate: '',
        preferedTime: '',
        additionalComment: 'Window seat',
        password: '',
      },
      { userId: activator.id, clientIp: newIp(), idempotencyKey: randomUUID() },
    );
    // 02:15 UTC on the 4th is the evening of the 3rd in Toronto.
    await db.voucher.update({ where: { id }, data: { activatedAt: new Date('2026-10-04T02:15:00Z') } });
  }
  return { id, certificateNumber };
}

async function readRefusal(work: Promise<unknown>): Promise<{ code: string; message: string; fieldErrors: unknown }> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!isAppError(error)) throw new Error(`Expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message, fieldErrors: error.fieldErrors };
}

function formWith(certificateNumber: string): FormData {
  const form = new FormData();
  form.set('certificateNumber', certificateNumber);
  return form;
}

describe('the public voucher check', () => {
  it.each([
    ['ISSUED', { state: 'ready', activatedOn: null }],
    ['ACTIVATED', { state: 'activated', activatedOn: '2026-10-03' }],
    ['VOID', { state: 'noLongerValid', activatedOn: null }],
    ['REFUNDED', { state: 'noLongerValid', activatedOn: null }],
  ] as const)('a %s voucher: its state and value only, nothing of the buyer, the recipient, the message or the activator', async (status, expected) => {
    const { certificateNumber } = await issueVoucher(status);
    // Typed as people do: lower case, spaces for dashes.
    const typed = certificateNumber.toLowerCase().replaceAll('-', ' ');
    const answer = await checkVoucher(typed, { clientIp: newIp() });
    expect(answer).toStrictEqual({ certificateNumber: formatCertificateNumber(certificateNumber), valueCents: VALUE_CENTS, ...expected });
    const text = JSON.stringify(answer);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
  });

  it('changes nothing on the voucher and writes no history line', async () => {
    const { id, certificateNumber } = await issueVoucher('ISSUED');
    const db = getDatabase();
    const before = await db.voucher.findUniqueOrThrow({ where: { id }, include: { events: true } });
    await checkVoucher(certificateNumber, { clientIp: newIp() });
    await checkVoucher(certificateNumber, { clientIp: newIp() });
    expect(await db.voucher.findUniqueOrThrow({ where: { id }, include: { events: true } })).toEqual(before);
  });

  it('answers an unknown number and any malformed one alike', async () => {
    const unknown = await readRefusal(checkVoucher(generateCertificateNumber(), { clientIp: newIp() }));
    expect(unknown).toEqual({ code: 'not_found', message: expect.any(String), fieldErrors: { certificateNumber: ['certificateNotFound'] } });
    const malformed = ['hello', 'ABCD-EFGH-JKMN-PQRS', `${generateCertificateNumber()}X`, 'O0O0O0O-1I1I1I1-LLLLLLL', '💳'.repeat(30), 'A'.repeat(5_000)];
    for (const typed of malformed) expect(await readRefusal(checkVoucher(typed, { clientIp: newIp() })), typed.slice(0, 30)).toEqual(unknown);
  });

  it('answers alike through the form action too, translated, with the number nowhere in the answer', async () => {
    const ask = async (typed: string) => {
      currentRequest.headers = new Headers({ 'x-forwarded-for': newIp() });
      currentRequest.cookies = new Map();
      return checkVoucherAction(null, formWith(typed));
    };
    const unknownNumber = generateCertificateNumber();
    const unknown = await ask(unknownNumber);
    expect(unknown).toEqual({
      ok: false,
      code: 'not_found',
      message: 'We could not find a certificate with this number. Check it and try again.',
      fieldErrors: { certificateNumber: ['We could not find a certificate with this number. Check it and try again.'] },
    });
    expect(JSON.stringify(unknown)).not.toContain(unknownNumber);
    for (const typed of ['hello', 'A'.repeat(500), `${unknownNumber}-Z`]) expect(await ask(typed)).toEqual(unknown);
    // An empty field is no number at all: it is asked for, and spends nothing of the budget.
    expect(await ask('   ')).toMatchObject({ ok: false, code: 'invalid_input', fieldErrors: { certificateNumber: ['Certificate Number is required field'] } });

    const { certificateNumber } = await issueVoucher('ISSUED');
    expect(await ask(certificateNumber)).toEqual({
      ok: true,
      data: { certificateNumber, state: 'ready', valueCents: VALUE_CENTS, activatedOn: null },
    });
  });

  it('is throttled before the look-up: the eleventh check in a minute from one address is refused, a real number included', async () => {
    const { certificateNumber } = await issueVoucher('ISSUED');
    const ip = newIp();
    for (let index = 0; index < 10; index += 1) await readRefusal(checkVoucher(generateCertificateNumber(), { clientIp: ip }));
    expect(await readRefusal(checkVoucher(certificateNumber, { clientIp: ip }))).toMatchObject({ code: 'rate_limited' });
    // Another address is not held back.
    expect(await checkVoucher(certificateNumber, { clientIp: newIp() })).toMatchObject({ state: 'ready' });
  });
});
