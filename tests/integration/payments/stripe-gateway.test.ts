import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateChargeInput } from '@/domains/payments/server/gateway';
import { createStripeGateway } from '@/domains/payments/server/stripe-gateway';
import { StripeWebhookSignatureError, verifyStripeWebhook } from '@/domains/payments/server/stripe-webhook';
import { AppError } from '@/server/errors';
import { startFakeStripeServer, type FakeStripeEvent, type FakeStripeServer } from '../../fixtures/fake-stripe-server';

const SECRET_KEY = 'sk_test_fake';
const WEBHOOK_SECRET = 'whsec_fake_signing_secret';

let fake: FakeStripeServer;

beforeAll(async () => {
  fake = await startFakeStripeServer();
});

afterAll(async () => {
  await fake.close();
});

function chargeInput(paymentMethodId: string, overrides: Partial<CreateChargeInput> = {}): CreateChargeInput {
  return {
    idempotencyKey: `payment-${randomUUID()}`,
    amountCents: 12_500,
    currency: 'CAD',
    description: 'Order CGE-7K2M9Q',
    paymentMethod: { type: 'stripe_payment_method', paymentMethodId },
    returnUrl: 'https://shop.example.ca/order/return',
    metadata: { orderId: 'order_1', paymentId: 'payment_1' },
    ...overrides,
  };
}

function intentRequests(idempotencyKey: string) {
  return fake.requests.filter((request) => request.path === '/v1/payment_intents' && request.idempotencyKey === idempotencyKey);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('Stripe gateway', () => {
  it('charges a card that succeeds, sending amount, CAD, the return URL, metadata and our idempotency key', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });
    const input = chargeInput('pm_card_visa');

    const outcome = await gateway.createCharge(input);

    expect(gateway.provider).toBe('STRIPE');
    expect(outcome).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^pi_/) });
    const [request] = intentRequests(input.idempotencyKey);
    expect(request?.body).toMatchObject({
      amount: '12500',
      currency: 'cad',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      use_stripe_sdk: 'false',
      return_url: 'https://shop.example.ca/order/return',
      description: 'Order CGE-7K2M9Q',
      'metadata[orderId]': 'order_1',
      'metadata[paymentId]': 'payment_1',
    });
  });

  it('reports a declined card as failed with its decline code and the intent', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });

    const outcome = await gateway.createCharge(chargeInput('pm_card_chargeDeclined'));

    expect(outcome).toEqual({ status: 'failed', providerRef: expect.stringMatching(/^pi_/), failureCode: 'generic_decline' });
  });

  it('sends the buyer to 3-D Secure, then reads the outcome from Stripe once the bank has answered', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });

    const outcome = await gateway.createCharge(chargeInput('pm_card_threeDSecure2Required'));
    if (outcome.status !== 'requires_action') throw new Error(`expected requires_action, got ${outcome.status}`);
    expect(outcome.nextActionUrl).toBe(`${fake.url}/fake-3ds/${outcome.providerRef}`);
    expect(await gateway.retrieveCharge(outcome.providerRef)).toEqual(outcome);

    fake.completeNextAction(outcome.providerRef, 'succeeded');
    expect(await gateway.retrieveCharge(outcome.providerRef)).toEqual({ status: 'succeeded', providerRef: outcome.providerRef });
  });

  it('reports a failed 3-D Secure as failed when retrieved', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });
    const outcome = await gateway.createCharge(chargeInput('pm_card_threeDSecure2Required'));
    if (outcome.status !== 'requires_action') throw new Error(`expected requires_action, got ${outcome.status}`);

    fake.completeNextAction(outcome.providerRef, 'failed');

    expect(await gateway.retrieveCharge(outcome.providerRef)).toEqual({
      status: 'failed',
      providerRef: outcome.providerRef,
      failureCode: 'payment_intent_authentication_failure',
    });
  });

  it('cancels an intent waiting for 3-D Secure, so the bank’s step can no longer complete it', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });
    const outcome = await gateway.createCharge(chargeInput('pm_card_threeDSecure2Required'));
    if (outcome.status !== 'requires_action') throw new Error(`expected requires_action, got ${outcome.status}`);

    expect(await gateway.cancelCharge(outcome.providerRef)).toEqual({ status: 'failed', providerRef: outcome.providerRef, failureCode: 'abandoned' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${outcome.providerRef}/cancel`, body: { cancellation_reason: 'abandoned' } });
    expect(() => fake.completeNextAction(outcome.providerRef, 'succeeded')).toThrow('is not waiting for an action');
    // Cancelling again answers the same.
    expect(await gateway.cancelCharge(outcome.providerRef)).toMatchObject({ status: 'failed', failureCode: 'abandoned' });
  });

  it('answers succeeded, cancelling nothing, for an intent the buyer completed meanwhile', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });
    const outcome = await gateway.createCharge(chargeInput('pm_card_threeDSecure2Required'));
    if (outcome.status !== 'requires_action') throw new Error(`expected requires_action, got ${outcome.status}`);
    fake.completeNextAction(outcome.providerRef, 'succeeded');

    expect(await gateway.cancelCharge(outcome.providerRef)).toEqual({ status: 'succeeded', providerRef: outcome.providerRef });
    expect(fake.paymentIntents.get(outcome.providerRef)?.status).toBe('succeeded');
  });

  it('makes one intent when a charge is sent again with the same idempotency key', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });
    const input = chargeInput('pm_card_visa');
    const intentsBefore = fake.paymentIntents.size;

    const first = await gateway.createCharge(input);
    const second = await gateway.createCharge(input);

    expect(second).toEqual(first);
    expect(intentRequests(input.idempotencyKey)).toHaveLength(2);
    expect(fake.paymentIntents.size).toBe(intentsBefore + 1);
  });

  it('retries by itself, with the same key, when an answer is lost, and still makes one intent', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url, timeoutMs: 500, maxNetworkRetries: 1 });
    const input = chargeInput('pm_card_visa');
    const intentsBefore = fake.paymentIntents.size;
    // Stripe made the intent, but the answer never came back.
    fake.failNext('hang');

    const outcome = await gateway.createCharge(input);

    expect(outcome.status).toBe('succeeded');
    expect(intentRequests(input.idempotencyKey)).toHaveLength(2);
    expect(fake.paymentIntents.size).toBe(intentsBefore + 1);
  });

  it('throws a retryable error, never a failed payment, when Stripe answers 500, and the retry makes one intent', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url, maxNetworkRetries: 0 });
    const input = chargeInput('pm_card_visa');
    const intentsBefore = fake.paymentIntents.size;
    fake.failNext('server_error');

    const error = await rejection(gateway.createCharge(input));

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'unavailable', status: 503 });
    expect(fake.paymentIntents.size).toBe(intentsBefore);
    expect(await gateway.createCharge(input)).toMatchObject({ status: 'succeeded' });
    expect(fake.paymentIntents.size).toBe(intentsBefore + 1);
  });

  it('throws a retryable error when Stripe does not answer in time', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url, timeoutMs: 300, maxNetworkRetries: 0 });
    fake.failNext('hang');

    await expect(gateway.createCharge(chargeInput('pm_card_visa'))).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('throws a retryable error when Stripe cannot be reached', async () => {
    const closed = await startFakeStripeServer();
    await closed.close();
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: closed.url, maxNetworkRetries: 0 });

    await expect(gateway.retrieveCharge('pi_anything')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('refuses, without retrying, a request Stripe rejects as ours to fix', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });
    const input = chargeInput('pm_card_visa');
    await gateway.createCharge(input);

    // The same key with another amount is a bug on our side, not a second charge.
    await expect(gateway.createCharge({ ...input, amountCents: 99_00 })).rejects.toMatchObject({ code: 'internal' });
    await expect(gateway.retrieveCharge('pi_missing')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('reports a PaymentMethod Stripe does not know as a failed payment the buyer can retry with another card', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });

    expect(await gateway.createCharge(chargeInput('pm_unknown'))).toEqual({ status: 'failed', providerRef: null, failureCode: 'resource_missing' });
  });

  it('refuses a test card number, which only the test gateway takes', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });
    const input = chargeInput('pm_card_visa', { paymentMethod: { type: 'test_card', cardNumber: '4242424242424242' } });

    await expect(gateway.createCharge(input)).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('refunds part of a charge once per idempotency key', async () => {
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });
    const charge = await gateway.createCharge(chargeInput('pm_card_visa'));
    if (charge.status !== 'succeeded') throw new Error(`expected succeeded, got ${charge.status}`);
    const refundInput = { providerRef: charge.providerRef, amountCents: 2_500, idempotencyKey: `refund-${randomUUID()}` };

    const refund = await gateway.refund(refundInput);
    const again = await gateway.refund(refundInput);

    expect(refund).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^re_/) });
    expect(again).toEqual(refund);
    const refundRequests = fake.requests.filter((request) => request.path === '/v1/refunds' && request.idempotencyKey === refundInput.idempotencyKey);
    expect(refundRequests).toHaveLength(2);
    expect(refundRequests[0]?.body).toEqual({ payment_intent: charge.providerRef, amount: '2500' });
  });
});

describe('Stripe webhooks', () => {
  type Delivery = { body: string; signature: string | null };
  let receiver: Server;
  let receiverUrl: string;
  const deliveries: Delivery[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const signature = request.headers['stripe-signature'];
        deliveries.push({ body: Buffer.concat(chunks).toString('utf8'), signature: typeof signature === 'string' ? signature : null });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/stripe`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  async function deliver(event: FakeStripeEvent, secret = WEBHOOK_SECRET): Promise<Delivery> {
    expect(await fake.deliverEvent(event, { url: receiverUrl, secret })).toBe(200);
    const delivery = deliveries.at(-1);
    if (!delivery) throw new Error('nothing was delivered');
    return delivery;
  }

  function findEvent(type: string, objectId: string): FakeStripeEvent {
    const event = fake.events.find((candidate) => candidate.type === type && candidate.data.object.id === objectId);
    if (!event) throw new Error(`no ${type} event for ${objectId}`);
    return event;
  }

  async function charge(paymentMethodId: string): Promise<string> {
    const outcome = await createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url }).createCharge(chargeInput(paymentMethodId));
    if (!outcome.providerRef) throw new Error('the charge has no intent');
    return outcome.providerRef;
  }

  it('reads a correctly signed payment_intent.succeeded as a succeeded payment', async () => {
    const paymentIntentId = await charge('pm_card_visa');
    const event = findEvent('payment_intent.succeeded', paymentIntentId);

    const { body, signature } = await deliver(event);

    expect(verifyStripeWebhook(body, signature, WEBHOOK_SECRET)).toEqual({
      eventId: event.id,
      type: 'payment_succeeded',
      providerRef: paymentIntentId,
      failureCode: null,
      refund: null,
    });
  });

  it('reads a failed payment with its decline code, and a refund with its own id and state', async () => {
    const declinedIntentId = await charge('pm_card_chargeDeclined');
    const failed = await deliver(findEvent('payment_intent.payment_failed', declinedIntentId));
    expect(verifyStripeWebhook(failed.body, failed.signature, WEBHOOK_SECRET)).toMatchObject({
      type: 'payment_failed',
      providerRef: declinedIntentId,
      failureCode: 'generic_decline',
    });

    const paidIntentId = await charge('pm_card_visa');
    const gateway = createStripeGateway({ secretKey: SECRET_KEY, apiBaseUrl: fake.url });
    const refund = await gateway.refund({ providerRef: paidIntentId, amountCents: 1_000, idempotencyKey: `refund-${randomUUID()}` });
    const refunded = await deliver(findEvent('refund.created', refund.providerRef));
    expect(verifyStripeWebhook(refunded.body, refunded.signature, WEBHOOK_SECRET)).toMatchObject({
      type: 'refund_updated',
      providerRef: paidIntentId,
      failureCode: null,
      refund: { providerRef: refund.providerRef, status: 'succeeded' },
    });
  });

  it('ignores events the shop does not act on', async () => {
    const paymentIntentId = await charge('pm_card_threeDSecure2Required');
    const { body, signature } = await deliver(findEvent('payment_intent.requires_action', paymentIntentId));

    expect(verifyStripeWebhook(body, signature, WEBHOOK_SECRET)).toMatchObject({ type: 'ignored', providerRef: null });
  });

  it('refuses a tampered body, another secret and a missing signature', async () => {
    const paymentIntentId = await charge('pm_card_visa');
    const { body, signature } = await deliver(findEvent('payment_intent.succeeded', paymentIntentId));
    const tampered = body.replace(paymentIntentId, 'pi_someone_elses');
    expect(tampered).not.toBe(body);

    expect(() => verifyStripeWebhook(tampered, signature, WEBHOOK_SECRET)).toThrow(StripeWebhookSignatureError);
    expect(() => verifyStripeWebhook(body, signature, 'whsec_another_endpoint')).toThrow(StripeWebhookSignatureError);
    expect(() => verifyStripeWebhook(body, null, WEBHOOK_SECRET)).toThrow(StripeWebhookSignatureError);
    expect(() => verifyStripeWebhook(body, 'not a signature', WEBHOOK_SECRET)).toThrow(StripeWebhookSignatureError);
    // An AppError with invalid_input, which the route answers with 400.
    expect(() => verifyStripeWebhook(body, null, WEBHOOK_SECRET)).toThrow(expect.objectContaining({ code: 'invalid_input', status: 400 }));
  });

  it('gives a redelivered event the same id, so the caller can handle it once', async () => {
    const paymentIntentId = await charge('pm_card_visa');
    const event = findEvent('payment_intent.succeeded', paymentIntentId);

    const first = await deliver(event);
    const again = await deliver(event);

    const firstEvent = verifyStripeWebhook(first.body, first.signature, WEBHOOK_SECRET);
    const againEvent = verifyStripeWebhook(again.body, again.signature, WEBHOOK_SECRET);
    expect(againEvent.eventId).toBe(firstEvent.eventId);
    expect(againEvent).toEqual(firstEvent);
  });
});
