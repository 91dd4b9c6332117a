import 'server-only';
import { AppError } from '@/server/errors';
import type { PaymentGateway, PaymentMethodInput } from './gateway';

/** What a checkout form sends to pay with: the test gateway's card, or the PaymentMethod Stripe.js made in the browser. */
export type PaymentMethodFields = { card?: { cardNumber: string }; stripePaymentMethodId?: string };

/**
 * The payment method of this request, for the gateway that takes the money (orders and bookings
 * alike): Stripe takes only a PaymentMethod id, the test gateway only a test card. Anything else
 * is `cardRequired`, before anything is written.
 */
export function readPaymentMethod(fields: PaymentMethodFields, gateway: Pick<PaymentGateway, 'provider'>): PaymentMethodInput {
  if (gateway.provider === 'STRIPE' && fields.stripePaymentMethodId) return { type: 'stripe_payment_method', paymentMethodId: fields.stripePaymentMethodId };
  if (gateway.provider === 'TEST' && fields.card) return { type: 'test_card', cardNumber: fields.card.cardNumber };
  throw new AppError('invalid_input', 'cardRequired', { card: ['cardRequired'] });
}
