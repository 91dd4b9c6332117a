import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/domains/accounts/lib/password';
import { customerProfileSchema, passwordChangeSchema } from '@/domains/accounts/schemas';
import { getAccountOverview } from '@/shell/account/account-overview';
import { changeCustomerPassword, listBalanceHistory, updateCustomerProfile } from '@/domains/accounts/server/account-service';
import { recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import { getDatabase } from '@/server/db';
import { isAppError } from '@/server/errors';
import { createCustomer, createOrder } from '../money/money-fixtures';

async function readFailure(work: Promise<unknown>): Promise<{ code: string; fieldErrors: Record<string, string[]> | undefined }> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!isAppError(error)) throw new Error(`Expected an AppError, got ${String(error)}`);
  return { code: error.code, fieldErrors: error.fieldErrors };
}

describe('the account page', () => {
  it("shows the whole ledger 20 a page, newest first, each entry with what caused it", async () => {
    const [customer, staff] = await Promise.all([createCustomer(getDatabase()), createCustomer(getDatabase())]);
    const order = await createOrder(getDatabase());
    for (let index = 1; index <= 23; index += 1) {
      await recordBalanceEntry({
        userId: customer.id,
        kind: index === 23 ? 'REFUND' : 'STAFF_ADJUSTMENT',
        amountCents: 100 * index,
        idempotencyKey: `test:${customer.id}:${index}`,
        reference: `Movement ${index}`,
        orderId: index === 23 ? order.id : undefined,
        ...(index === 23 ? {} : { staffId: staff.id, staffReason: 'Goodwill for a late voucher' }),
      });
    }
    const first = await listBalanceHistory(customer.id, 1);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 23 });
    expect(first.entries).toHaveLength(20);
    const orderNumber = (await getDatabase().order.findUniqueOrThrow({ where: { id: order.id } })).number;
    expect(first.entries[0]).toMatchObject({ kind: 'REFUND', amountCents: 2_300, balanceAfterCents: 27_600, orderNumber, certificateLast4: null, bookingReference: null });
    // Read by one raw statement: the same instant as Prisma reads it.
    const stored = await getDatabase().balanceEntry.findUniqueOrThrow({ where: { id: first.entries[0]!.id }, select: { createdAt: true } });
    expect(first.entries[0]!.createdAt).toEqual(stored.createdAt);
    const second = await listBalanceHistory(customer.id, 2);
    expect(second.entries.map((entry) => entry.reference)).toEqual(['Movement 3', 'Movement 2', 'Movement 1']);
    expect(second.entries[0]).toMatchObject({ kind: 'STAFF_ADJUSTMENT', staffReason: 'Goodwill for a late voucher', balanceAfterCents: 600 });
    // A page past the end shows the last one.
    expect((await listBalanceHistory(customer.id, 99)).page).toBe(2);
  });

  it("lists only the signed-in customer's orders, each paid one with its receipt link", async () => {
    const db = getDatabase();
    const [customer, stranger] = await Promise.all([createCustomer(db), createCustomer(db)]);
    const paid = await createOrder(db);
    const pending = await createOrder(db);
    const strangers = await createOrder(db);
    await db.order.update({ where: { id: paid.id }, data: { userId: customer.id, status: 'PAID', paidAt: new Date() } });
    await db.order.update({ where: { id: pending.id }, data: { userId: customer.id } });
    await db.order.update({ where: { id: strangers.id }, data: { userId: stranger.id, status: 'PAID', paidAt: new Date() } });

    const { orders, history, vouchers, loveListCount } = await getAccountOverview(customer.id, 1, 'en-CA');
    const paidNumber = (await db.order.findUniqueOrThrow({ where: { id: paid.id } })).number;
    expect(orders).toHaveLength(2);
    const paidOrder = orders.find((order) => order.number === paidNumber);
    expect(paidOrder?.receiptPath).toMatch(new RegExp(`^/order-success\\?order=${paidNumber}&key=[0-9a-f]{32}$`));
    expect(orders.find((order) => order.number !== paidNumber)).toMatchObject({ status: 'PENDING', receiptPath: null });
    expect(history.total).toBe(0);
    expect(vouchers).toEqual({ activated: [], purchased: [] });
    expect(loveListCount).toBe(0);
  });

  it('updates the profile, refusing an e-mail another account has', async () => {
    const db = getDatabase();
    const [customer, other] = await Promise.all([createCustomer(db), createCustomer(db)]);
    const email = `new-${randomUUID()}@example.com`;
    await updateCustomerProfile(customer.id, customerProfileSchema.parse({ firstName: 'Robin', lastName: 'Gray', phone: '+1 416 555 0100', email: email.toUpperCase() }));
    expect(await db.user.findUniqueOrThrow({ where: { id: customer.id }, select: { firstName: true, phone: true, email: true } })).toEqual({
      firstName: 'Robin',
      phone: '+1 416 555 0100',
      email,
    });
    const taken = await readFailure(updateCustomerProfile(customer.id, customerProfileSchema.parse({ firstName: 'Robin', lastName: 'Gray', phone: '+1 416 555 0100', email: other.email })));
    expect(taken).toEqual({ code: 'conflict', fieldErrors: { email: ['emailTaken'] } });
  });

  it('changes the password only with the current one', async () => {
    const db = getDatabase();
    const customer = await createCustomer(db);
    await db.user.update({ where: { id: customer.id }, data: { passwordHash: await hashPassword('Maple-Leaf7') } });
    const wrong = await readFailure(changeCustomerPassword(customer.id, passwordChangeSchema.parse({ currentPassword: 'Not-It-8', newPassword: 'Birch-Tree9!' })));
    expect(wrong).toEqual({ code: 'invalid_input', fieldErrors: { currentPassword: ['currentPasswordWrong'] } });
    await changeCustomerPassword(customer.id, passwordChangeSchema.parse({ currentPassword: 'Maple-Leaf7', newPassword: 'Birch-Tree9!' }));
    const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: customer.id }, select: { passwordHash: true } });
    expect(await verifyPassword(passwordHash, 'Birch-Tree9!')).toBe(true);
    // The new password follows SPEC §5's rule.
    expect(passwordChangeSchema.safeParse({ currentPassword: 'Birch-Tree9!', newPassword: 'birchtree' }).success).toBe(false);
  });
});
