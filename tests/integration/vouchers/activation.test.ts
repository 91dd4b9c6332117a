import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GuestVoucherActivation, VoucherActivation } from '@/domains/vouchers/schemas';
import { generateCertificateNumber, sealCertificateNumber } from '@/domains/vouchers/lib/certificate-code';
import { activateVoucher, activateVoucherAsGuest } from '@/domains/vouchers/server/service';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { isAppError } from '@/server/errors';
import { createCustomer, createOrder } from '../money/money-fixtures';
import { byRunSize } from '../../support/stress-scale';

const VALUE_CENTS = 15_000;

async function issueVoucher(fields: { orderId?: string; status?: 'ISSUED' | 'VOID' } = {}): Promise<{ id: string; certificateNumber: string }> {
  const env = getServerEnv();
  const certificateNumber = generateCertificateNumber();
  const db = getDatabase();
  const product = await db.product.create({
    data: { kind: 'GIFT_VOUCHER', slug: `gift-${randomUUID()}`, title: 'Dinner cruise for two', description: 'A gift.', priceCents: VALUE_CENTS },
    select: { id: true },
  });
  const orderItem = fields.orderId
    ? await db.orderItem.create({ data: { orderId: fields.orderId, productId: product.id, kind: 'GIFT_VOUCHER', title: 'Dinner cruise for two', unitPriceCents: VALUE_CENTS }, select: { id: true } })
    : null;
  const voucher = await db.voucher.create({
    data: {
      ...sealCertificateNumber(certificateNumber, { hashKey: env.CERTIFICATE_HASH_KEY, encryptionKey: env.CERTIFICATE_ENCRYPTION_KEY }),
      valueCents: VALUE_CENTS,
      productId: product.id,
      orderItemId: orderItem?.id ?? null,
      status: fields.status ?? 'ISSUED',
      recipientName: 'Jordan Lee',
    },
    select: { id: true },
  });
  return { id: voucher.id, certificateNumber };
}

function form(certificateNumber: string, email = 'jordan.lee@example.com'): VoucherActivation {
  return {
    firstName: 'Jordan',
    lastName: 'Lee',
    phoneNumber: '+16045550142',
    email,
    confirmEmail: email,
    certificateNumber,
    preferedDate: '2099-06-01',
    preferedTime: '10:30',
    additionalComment: 'Vegetarian, please.',
    password: '',
  };
}

/** Each call from its own address, so only the test that is about throttling meets it. */
const newIp = () => `198.51.100.${randomUUID()}`;

async function readCodeOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!isAppError(error)) throw new Error(`Expected an AppError, got ${String(error)}`);
  return error.code;
}

async function expectLedgerMatchesBalance(userId: string): Promise<void> {
  const db = getDatabase();
  const [user, sum] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { balanceCents: true } }),
    db.balanceEntry.aggregate({ where: { userId }, _sum: { amountCents: true } }),
  ]);
  expect(sum._sum.amountCents ?? 0).toBe(user.balanceCents);
}

describe('voucher activation', () => {
  it('credits the value once, with its ledger entry, history line and the activation form on the voucher', async () => {
    const customer = await createCustomer(getDatabase());
    const voucher = await issueVoucher();
    const symbols = voucher.certificateNumber.replaceAll('-', '');
    // Typed in lower case with spaces instead of dashes.
    const typed = symbols.toLowerCase().replace(/(.{7})/g, '$1 ').trim();

    const activationKey = randomUUID();
    const activated = await activateVoucher(form(typed), { userId: customer.id, clientIp: newIp(), idempotencyKey: activationKey });
    expect(activated).toMatchObject({ userId: customer.id, voucherId: voucher.id, valueCents: VALUE_CENTS, certificateLast4: symbols.slice(-4) });

    const db = getDatabase();
    const row = await db.voucher.findUniqueOrThrow({ where: { id: voucher.id } });
    expect(row).toMatchObject({
      status: 'ACTIVATED',
      activatedById: customer.id,
      activationFirstName: 'Jordan',
      activationPhone: '+16045550142',
      // A signed-in customer activates with their account's e-mail, not the form's.
      activationEmail: customer.email,
      preferredTime: '10:30',
      additionalComment: 'Vegetarian, please.',
    });
    expect(row.preferredDate?.toISOString().slice(0, 10)).toBe('2099-06-01');
    expect(row.activatedAt).toBeInstanceOf(Date);

    const entries = await db.balanceEntry.findMany({ where: { userId: customer.id } });
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'VOUCHER_ACTIVATION',
        amountCents: VALUE_CENTS,
        balanceAfterCents: VALUE_CENTS,
        idempotencyKey: `voucher-activation:${voucher.id}`,
        reference: `Certificate ending ${symbols.slice(-4)}`,
        voucherId: voucher.id,
      }),
    ]);
    expect(await db.voucherEvent.count({ where: { voucherId: voucher.id, kind: 'ACTIVATED' } })).toBe(1);
    await expectLedgerMatchesBalance(customer.id);

    // The request's retry (its key) gets the first answer; a new request, even the owner's, SPEC §8's refusal; no second credit.
    expect(await activateVoucher(form(voucher.certificateNumber), { userId: customer.id, clientIp: newIp(), idempotencyKey: activationKey })).toMatchObject({
      voucherId: voucher.id,
      valueCents: VALUE_CENTS,
    });
    expect(await readCodeOf(activateVoucher(form(voucher.certificateNumber), { userId: customer.id, clientIp: newIp(), idempotencyKey: randomUUID() }))).toBe(
      'certificate_already_activated',
    );
    // The key with other details is another request, not a retry.
    const otherDetails = { ...form(voucher.certificateNumber), preferedTime: '14:00' };
    expect(await readCodeOf(activateVoucher(otherDetails, { userId: customer.id, clientIp: newIp(), idempotencyKey: activationKey }))).toBe('idempotency_key_reused');
    expect(await db.balanceEntry.count({ where: { userId: customer.id } })).toBe(1);
  });

  const concurrentActivations = byRunSize(50, 500);

  it(`lets exactly one of ${concurrentActivations} concurrent activations of one certificate through`, async () => {
    const db = getDatabase();
    const voucher = await issueVoucher();
    const customers = await Promise.all(Array.from({ length: concurrentActivations }, () => createCustomer(db)));

    const outcomes = await Promise.allSettled(customers.map((customer) => activateVoucher(form(voucher.certificateNumber), { userId: customer.id, clientIp: newIp(), idempotencyKey: randomUUID() })));

    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(succeeded).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refusals.map((reason: unknown) => (isAppError(reason) ? reason.code : String(reason)))).toEqual(Array(concurrentActivations - 1).fill('certificate_already_activated'));

    const winner = succeeded[0]?.status === 'fulfilled' ? succeeded[0].value.userId : '';
    const entries = await db.balanceEntry.findMany({ where: { voucherId: voucher.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]?.userId).toBe(winner);
    const balances = await db.user.findMany({ where: { id: { in: customers.map((customer) => customer.id) } }, select: { id: true, balanceCents: true } });
    expect(balances.filter((user) => user.balanceCents !== 0)).toEqual([{ id: winner, balanceCents: VALUE_CENTS }]);
    for (const customer of customers) await expectLedgerMatchesBalance(customer.id);
  });

  it('answers an unknown or malformed number with not_found, a voided one with certificate_void, and credits nothing', async () => {
    const customer = await createCustomer(getDatabase());
    const voided = await issueVoucher({ status: 'VOID' });
    for (const number of [generateCertificateNumber(), 'not a number']) {
      expect(await readCodeOf(activateVoucher(form(number), { userId: customer.id, clientIp: newIp(), idempotencyKey: randomUUID() })), number).toBe('not_found');
    }
    // Its holder may have a genuine printed gift: they are told it is no longer valid, not that they mistyped.
    expect(await readCodeOf(activateVoucher(form(voided.certificateNumber), { userId: customer.id, clientIp: newIp(), idempotencyKey: randomUUID() }))).toBe('certificate_void');
    expect(await getDatabase().balanceEntry.count({ where: { userId: customer.id } })).toBe(0);
  });

  it('throttles guessing after 10 attempts a minute, per address and per account', async () => {
    const db = getDatabase();
    const guesser = await createCustomer(db);
    const ip = newIp();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      codes.push(await readCodeOf(activateVoucher(form(generateCertificateNumber()), { userId: guesser.id, clientIp: ip, idempotencyKey: randomUUID() })));
    }
    expect(codes).toEqual([...Array(10).fill('not_found'), 'rate_limited', 'rate_limited']);

    // The same account from other addresses is still held back...
    expect(await readCodeOf(activateVoucher(form(generateCertificateNumber()), { userId: guesser.id, clientIp: newIp(), idempotencyKey: randomUUID() }))).toBe('rate_limited');
    // ...and another account at that address too, even with a real certificate.
    const other = await createCustomer(db);
    const voucher = await issueVoucher();
    expect(await readCodeOf(activateVoucher(form(voucher.certificateNumber), { userId: other.id, clientIp: ip, idempotencyKey: randomUUID() }))).toBe('rate_limited');
    expect((await db.voucher.findUniqueOrThrow({ where: { id: voucher.id } })).status).toBe('ISSUED');
  });

  it("queues the buyer's opt-in e-mail once, without the balance or the number", async () => {
    const db = getDatabase();
    const order = await createOrder(db);
    await db.order.update({ where: { id: order.id }, data: { notifyOnActivation: true, email: 'buyer@example.com', buyerName: 'Casey Buyer' } });
    const voucher = await issueVoucher({ orderId: order.id });
    const customers = await Promise.all([createCustomer(db), createCustomer(db), createCustomer(db)]);

    await Promise.allSettled(customers.map((customer) => activateVoucher(form(voucher.certificateNumber), { userId: customer.id, clientIp: newIp(), idempotencyKey: randomUUID() })));

    const emails = await db.outboxEmail.findMany({ where: { to: 'buyer@example.com' } });
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe('Jordan Lee has activated your gift');
    expect(email?.text).toContain('Dinner cruise for two');
    const stored = JSON.stringify(email);
    expect(stored).not.toContain('150.00');
    expect(stored).not.toContain(voucher.certificateNumber.replaceAll('-', '').slice(0, 7));

    // No opt-in, no e-mail.
    const quietOrder = await createOrder(db);
    const quiet = await issueVoucher({ orderId: quietOrder.id });
    const customer = await createCustomer(db);
    await activateVoucher(form(quiet.certificateNumber), { userId: customer.id, clientIp: newIp(), idempotencyKey: randomUUID() });
    expect(await db.outboxEmail.count()).toBe(1);
  });

  describe('as a guest', () => {
    const guestForm = (certificateNumber: string, email: string, password: string): GuestVoucherActivation => ({ ...form(certificateNumber, email), password });

    it('opens an account with the password, with the phone of the form, and credits it', async () => {
      const db = getDatabase();
      const voucher = await issueVoucher();
      const email = `guest-${randomUUID()}@example.com`;
      const activated = await activateVoucherAsGuest(guestForm(voucher.certificateNumber, email, 'Maple-Leaf7'), { clientIp: newIp(), idempotencyKey: randomUUID() });
      const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true, role: true, phone: true, balanceCents: true } });
      expect(user).toEqual({ id: activated.userId, role: 'CUSTOMER', phone: '+16045550142', balanceCents: VALUE_CENTS });
    });

    it("throttles guesses naming an e-mail per address, so a stranger's guesses do not block its owner (issue 24)", async () => {
      const db = getDatabase();
      const email = `owner-${randomUUID()}@example.com`;
      const strangerIp = newIp();
      const codes: string[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        codes.push(await readCodeOf(activateVoucherAsGuest(guestForm(generateCertificateNumber(), email, 'Maple-Leaf7'), { clientIp: strangerIp, idempotencyKey: randomUUID() })));
      }
      expect(codes).toEqual([...Array(10).fill('not_found'), 'rate_limited']);

      const voucher = await issueVoucher();
      const activated = await activateVoucherAsGuest(guestForm(voucher.certificateNumber, email, 'Maple-Leaf7'), { clientIp: newIp(), idempotencyKey: randomUUID() });
      expect((await db.user.findUniqueOrThrow({ where: { id: activated.userId } })).balanceCents).toBe(VALUE_CENTS);

      // Only a crowd of addresses meets the loose limit per e-mail: 100 an hour.
      const crowd = await Promise.all(
        Array.from({ length: 99 }, () => readCodeOf(activateVoucherAsGuest(guestForm(generateCertificateNumber(), email, 'Maple-Leaf7'), { clientIp: newIp(), idempotencyKey: randomUUID() }))),
      );
      expect(crowd.filter((code) => code === 'rate_limited')).toHaveLength(10);
    });

    it('leaves no account behind when the certificate is unknown or already activated', async () => {
      const db = getDatabase();
      const email = `guest-${randomUUID()}@example.com`;
      expect(await readCodeOf(activateVoucherAsGuest(guestForm(generateCertificateNumber(), email, 'Maple-Leaf7'), { clientIp: newIp(), idempotencyKey: randomUUID() }))).toBe('not_found');
      const used = await issueVoucher();
      await activateVoucher(form(used.certificateNumber), { userId: (await createCustomer(db)).id, clientIp: newIp(), idempotencyKey: randomUUID() });
      expect(await readCodeOf(activateVoucherAsGuest(guestForm(used.certificateNumber, email, 'Maple-Leaf7'), { clientIp: newIp(), idempotencyKey: randomUUID() }))).toBe('certificate_already_activated');
      expect(await db.user.count({ where: { email } })).toBe(0);
    });

    it('leaves only the winner an account when many guests activate one certificate at once', async () => {
      const db = getDatabase();
      const voucher = await issueVoucher();
      const run = randomUUID();
      const emails = Array.from({ length: 8 }, (_, index) => `race-${index}-${run}@example.com`);
      const outcomes = await Promise.allSettled(emails.map((email) => activateVoucherAsGuest(guestForm(voucher.certificateNumber, email, 'Maple-Leaf7'), { clientIp: newIp(), idempotencyKey: randomUUID() })));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(await db.user.count({ where: { email: { in: emails } } })).toBe(1);
    });

    const concurrentGuests = byRunSize(50, 200);

    it(`tells every loser of ${concurrentGuests} concurrent guests (a few per e-mail, right passwords) that the certificate is already activated`, async () => {
      // A loser that opened an account removes it again, while other requests of its e-mail are
      // signing into it: they must not be told their right password is wrong (issue 24).
      const db = getDatabase();
      const voucher = await issueVoucher();
      const run = randomUUID();
      const guests = Array.from({ length: concurrentGuests }, (_, index) => ({ email: `crowd-${index % 10}-${run}@example.com`, password: `Maple-Leaf${index % 10}` }));

      const outcomes = await Promise.allSettled(
        guests.map(({ email, password }) => activateVoucherAsGuest(guestForm(voucher.certificateNumber, email, password), { clientIp: newIp(), idempotencyKey: randomUUID() })),
      );

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(refusals.map((reason: unknown) => (isAppError(reason) ? `${reason.code}: ${reason.message}` : String(reason)))).toEqual(
        Array(concurrentGuests - 1).fill('certificate_already_activated: Certificate already activated!'),
      );
      expect(await db.user.count({ where: { email: { in: guests.map((guest) => guest.email) } } })).toBe(1);
    });

    it("refuses a new account's weak password, and signs an existing account in only with its password", async () => {
      const db = getDatabase();
      const voucher = await issueVoucher();
      const email = `guest-${randomUUID()}@example.com`;
      const weak = await activateVoucherAsGuest(guestForm(voucher.certificateNumber, email, 'password'), { clientIp: newIp(), idempotencyKey: randomUUID() }).catch((error: unknown) => error);
      expect(isAppError(weak) && weak.fieldErrors).toEqual({ password: ['passwordRule'] });
      expect(await db.user.count({ where: { email } })).toBe(0);

      const first = await activateVoucherAsGuest(guestForm(voucher.certificateNumber, email, 'Maple-Leaf7'), { clientIp: newIp(), idempotencyKey: randomUUID() });
      const second = await issueVoucher();
      const wrong = await activateVoucherAsGuest(guestForm(second.certificateNumber, email, 'Wrong-Pass9'), { clientIp: newIp(), idempotencyKey: randomUUID() }).catch((error: unknown) => error);
      expect(isAppError(wrong) && [wrong.code, wrong.message, wrong.fieldErrors]).toEqual(['unauthorized', 'Incorrect email or password', { password: ['loginFailed'] }]);
      const again = await activateVoucherAsGuest(guestForm(second.certificateNumber, email, 'Maple-Leaf7'), { clientIp: newIp(), idempotencyKey: randomUUID() });
      expect(again.userId).toBe(first.userId);
      expect((await db.user.findUniqueOrThrow({ where: { id: first.userId } })).balanceCents).toBe(2 * VALUE_CENTS);
      await expectLedgerMatchesBalance(first.userId);
    });
  });
});
