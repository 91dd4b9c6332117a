import 'server-only';
import type { TestGatewayFailureCode } from '../lib/test-cards';
import type { DatabaseClient } from '@/server/db';

export type TestGatewayChargeRecord = {
  id: string;
  idempotencyKey: string;
  amountCents: number;
  status: string;
  failureCode: string | null;
  refundedCents: number;
};

const chargeSelect = { id: true, idempotencyKey: true, amountCents: true, status: true, failureCode: true, refundedCents: true } as const;

/** Inserts the charge unless its idempotency key is taken, then returns the key's charge: a retry is the first charge. */
export async function insertTestGatewayChargeOnce(
  db: DatabaseClient,
  charge: { id: string; idempotencyKey: string; amountCents: number; cardLast4: string; status: string; failureCode: string | null },
): Promise<TestGatewayChargeRecord> {
  await db.testGatewayCharge.createMany({ data: [charge], skipDuplicates: true });
  return db.testGatewayCharge.findUniqueOrThrow({ where: { idempotencyKey: charge.idempotencyKey }, select: chargeSelect });
}

export function findTestGatewayCharge(db: DatabaseClient, id: string): Promise<TestGatewayChargeRecord | null> {
  return db.testGatewayCharge.findUnique({ where: { id }, select: chargeSelect });
}

/** The bank's answer to the second step; only a charge still waiting for it changes. */
export async function settleTestGatewayAuthentication(db: DatabaseClient, id: string, approved: boolean): Promise<void> {
  await db.testGatewayCharge.updateMany({
    where: { id, status: 'requires_action' },
    data: approved ? { status: 'succeeded' } : { status: 'failed', failureCode: 'authentication_failed' satisfies TestGatewayFailureCode },
  });
}

/** The shop gave up on the second step: only a charge still waiting for it is closed. */
export async function cancelTestGatewayCharge(db: DatabaseClient, id: string): Promise<void> {
  await db.testGatewayCharge.updateMany({ where: { id, status: 'requires_action' }, data: { status: 'failed', failureCode: 'canceled' satisfies TestGatewayFailureCode } });
}

/** One conditional statement: a refund that would exceed the charge matches no row. */
export async function addTestGatewayRefund(db: DatabaseClient, id: string, amountCents: number): Promise<boolean> {
  const updated = await db.$executeRaw`
    UPDATE "TestGatewayCharge" SET "refundedCents" = "refundedCents" + ${amountCents}::int, "updatedAt" = now()
    WHERE "id" = ${id} AND "status" = 'succeeded' AND "refundedCents" + ${amountCents}::int <= "amountCents"`;
  return updated === 1;
}

export function findTestGatewayRefund(db: DatabaseClient, idempotencyKey: string): Promise<{ id: string; succeeded: boolean } | null> {
  return db.testGatewayRefund.findUnique({ where: { idempotencyKey }, select: { id: true, succeeded: true } });
}

export function insertTestGatewayRefund(db: DatabaseClient, refund: { id: string; idempotencyKey: string; chargeId: string; amountCents: number; succeeded: boolean }) {
  return db.testGatewayRefund.create({ data: refund, select: { id: true, succeeded: true } });
}
