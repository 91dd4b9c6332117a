/** The test gateway's card form as typed; Stripe's card details never reach the shop. */
export type TestCard = { cardNumber: string; expiry: string; cvc: string };

/** The card form's fields as the checkouts name their errors (the number's is `card`). */
export type TestCardField = 'card' | 'cardExpiry' | 'cardCvc';
export type TestCardRefusal = 'cardRequired' | 'cardExpired' | 'cardExpiryInvalid' | 'cardCvcInvalid';
export type TestCardRefusals = Partial<Record<TestCardField, TestCardRefusal>>;

const EXPIRY_FORMAT = /^(\d{2})\s*\/\s*(\d{2})$/;
/** Also the server's check of the same field (`../schemas.ts`). */
export const CARD_CVC_FORMAT = /^\d{3,4}$/;

/** "MM/YY" (spaces allowed) that is this month or later; a card is good until its month ends. */
export function isCardExpiryCurrent(expiry: string, now: Date): boolean {
  const match = EXPIRY_FORMAT.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 && year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * Whether a checkout asks for the test gateway's card: only in test mode (Stripe's form checks its
 * own), and only when the card pays something (/order's total, what the balance leaves on
 * /booking/checkout). The same answer decides whether the fields show and whether the card is sent.
 */
export function isTestCardNeeded(testMode: boolean, byCardCents: number): boolean {
  return testMode && byCardCents > 0;
}

/**
 * The card rule both checkouts check before paying: when a card is needed, it has a number, an
 * expiry month not yet past and a CVC of 3 or 4 digits. A well-formed expiry that fails is
 * `cardExpired`, so the buyer is told to use another card rather than to retype the date.
 */
export function checkTestCard(card: TestCard, payment: { testMode: boolean; byCardCents: number; now: Date }): TestCardRefusals {
  if (!isTestCardNeeded(payment.testMode, payment.byCardCents)) return {};
  const refusals: TestCardRefusals = {};
  if (!card.cardNumber.trim()) refusals.card = 'cardRequired';
  if (!isCardExpiryCurrent(card.expiry, payment.now)) refusals.cardExpiry = EXPIRY_FORMAT.test(card.expiry.trim()) ? 'cardExpired' : 'cardExpiryInvalid';
  if (!CARD_CVC_FORMAT.test(card.cvc.trim())) refusals.cardCvc = 'cardCvcInvalid';
  return refusals;
}
