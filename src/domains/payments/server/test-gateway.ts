import 'server-only';
import { randomBytes } from 'node:crypto';
import { getDatabase, isUniqueViolation, runInTransaction } from '@/server/db';
import { getTestCardBehaviour, normalizeCardNumber, type TestCardBehaviour, type TestGatewayFailureCode } from '../lib/test-cards';
import type { ChargeOutcome, PaymentGateway } from './gateway';
import {
  addTestGatewayRefund,
  cancelTestGatewayCharge,
  findTestGatewayCharge,
  findTestGatewayRefund,
  insertTestGatewayChargeOnce,
  insertTestGatewayRefund,
  settleTestGatewayAuthentication,
  type TestGatewayChargeRecord,
} from './repository-test-gateway';

/** The page that plays the card issuer's second step for the test gateway. */
export function getTestAuthenticationPath(providerRef: string): string {
  return `/payments/test-authentication/${providerRef}`;
}

function toChargeOutcome(charge: TestGatewayChargeRecord, returnUrl?: string): ChargeOutcome {
  switch (charge.status) {
    case 'succeeded':
      return { status: 'succeeded', providerRef: charge.id };
    case 'requires_action': {
      const path = getTestAuthenticationPath(charge.id);
      return { status: 'requires_action', providerRef: charge.id, nextActionUrl: returnUrl ? `${path}?return=${encodeURIComponent(returnUrl)}` : path };
    }
    default:
      return { status: 'failed', providerRef: charge.id, failureCode: charge.failureCode ?? ('card_declined' satisfies TestGatewayFailureCode) };
  }
}

async function retrieveTestCharge(providerRef: string): Promise<ChargeOutcome> {
  const charge = await findTestGatewayCharge(getDatabase(), providerRef);
  if (!charge) return { status: 'failed', providerRef, failureCode: 'charge_not_found' satisfies TestGatewayFailureCode };
  return toChargeOutcome(charge);
}

/** As a provider does: one refund per key, and the same key (a retry, or a send at the same time) answers that refund. */
async function refundTestChargeOnce(chargeId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string; succeeded: boolean }> {
  const existing = await findTestGatewayRefund(getDatabase(), idempotencyKey);
  if (existing) return existing;
  try {
    return await runInTransaction(undefined, async (tx) => {
      const succeeded = await addTestGatewayRefund(tx, chargeId, amountCents);
      return insertTestGatewayRefund(tx, { id: `test_re_${randomBytes(12).toString('hex')}`, idempotencyKey, chargeId, amountCents, succeeded });
    });
  } catch (error) {
    // The same key at the same time: the other send's refund committed, and this one rolled back.
    const raced = isUniqueViolation(error) ? await findTestGatewayRefund(getDatabase(), idempotencyKey) : null;
    if (!raced) throw error;
    return raced;
  }
}

/** Declined, or not a test card at all (its own code: Stripe's `incorrect_number` means a mistyped number). */
function getFailureCode(behaviour: TestCardBehaviour): TestGatewayFailureCode | null {
  if (behaviour === 'declined') return 'card_declined';
  return behaviour === 'unknown' ? 'test_card_unknown' : null;
}

/**
 * The offline default gateway: it keeps its charges in the shop's database, as a provider keeps
 * them on its side, and decides each by the test card's number (lib/test-cards.ts).
 */
export function createTestGateway(): PaymentGateway {
  return {
    provider: 'TEST',
    async createCharge(input) {
      if (input.paymentMethod.type !== 'test_card') {
        return { status: 'failed', providerRef: null, failureCode: 'payment_method_not_supported' satisfies TestGatewayFailureCode };
      }
      const cardNumber = normalizeCardNumber(input.paymentMethod.cardNumber);
      const behaviour = getTestCardBehaviour(cardNumber);
      const charge = await insertTestGatewayChargeOnce(getDatabase(), {
        id: `test_ch_${randomBytes(12).toString('hex')}`,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        cardLast4: cardNumber.slice(-4).padStart(4, '0'),
        status: behaviour === 'succeeds' ? 'succeeded' : behaviour === 'needs_authentication' ? 'requires_action' : 'failed',
        failureCode: getFailureCode(behaviour),
      });
      return toChargeOutcome(charge, input.returnUrl);
    },
    retrieveCharge: retrieveTestCharge,
    async cancelCharge(providerRef) {
      await cancelTestGatewayCharge(getDatabase(), providerRef);
      return retrieveTestCharge(providerRef);
    },
    async refund({ providerRef, amountCents, idempotencyKey }) {
      const refund = await refundTestChargeOnce(providerRef, amountCents, idempotencyKey);
      return { status: refund.succeeded ? 'succeeded' : 'failed', providerRef: refund.id };
    },
  };
}

/** The second step's answer, given on the test authentication page. */
export async function answerTestAuthentication(providerRef: string, approved: boolean): Promise<void> {
  await settleTestGatewayAuthentication(getDatabase(), providerRef, approved);
}

/** A test gateway charge waiting for its second step, or null (the page then offers nothing). */
export async function findTestChargeAwaitingAuthentication(providerRef: string): Promise<{ amountCents: number } | null> {
  const charge = await findTestGatewayCharge(getDatabase(), providerRef);
  return charge?.status === 'requires_action' ? { amountCents: charge.amountCents } : null;
}
