import 'server-only';

/**
 * One interface for every way the shop takes card money: the built-in test gateway (the default,
 * offline, like a provider's test mode) and Stripe (Payment Intents). Orders and bookings both pay
 * through it; a gateway knows nothing of either, only of amounts, keys and references.
 */

/** What the buyer gave to pay with, as the gateway understands it. */
export type PaymentMethodInput =
  /** The test gateway: a documented test card number (never a real card). */
  | { type: 'test_card'; cardNumber: string }
  /** Stripe: a PaymentMethod id made in the browser by Stripe.js (or `pm_card_visa` in test mode). */
  | { type: 'stripe_payment_method'; paymentMethodId: string };

export type CreateChargeInput = {
  /** Also the provider's idempotency key: a retried call is the same charge, never a second one. */
  idempotencyKey: string;
  amountCents: number;
  currency: 'CAD';
  /** Shown on the buyer's statement and in the provider's dashboard, e.g. "Order CGE-7K2M9Q". */
  description: string;
  paymentMethod: PaymentMethodInput;
  /** Where the buyer comes back to after a second confirmation step (3-D Secure). */
  returnUrl: string;
  /** Our ids, stored with the provider's record so a webhook can find the payment. */
  metadata: Record<string, string>;
};

export type ChargeOutcome =
  | { status: 'succeeded'; providerRef: string }
  /** The buyer must confirm with their bank first: send them to `nextActionUrl`. */
  | { status: 'requires_action'; providerRef: string; nextActionUrl: string }
  /** Declined or refused; `failureCode` is the provider's (e.g. `card_declined`). */
  | { status: 'failed'; providerRef: string | null; failureCode: string };

export type RefundOutcome = { status: 'succeeded' | 'pending' | 'failed'; providerRef: string };

export interface PaymentGateway {
  readonly provider: 'TEST' | 'STRIPE';
  createCharge(input: CreateChargeInput): Promise<ChargeOutcome>;
  /** The state of a charge after its second step (or at any time): asks the provider, never trusts the browser. */
  retrieveCharge(providerRef: string): Promise<ChargeOutcome>;
  /**
   * Closes a charge still waiting for its second step, so the buyer can no longer complete it, and
   * answers how it stands: `failed` once cancelled, or `succeeded` when it was completed meanwhile.
   */
  cancelCharge(providerRef: string): Promise<ChargeOutcome>;
  refund(input: { providerRef: string; amountCents: number; idempotencyKey: string }): Promise<RefundOutcome>;
}
