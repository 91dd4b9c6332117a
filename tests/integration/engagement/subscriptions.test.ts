import { describe, expect, it } from 'vitest';
import { subscribeToNews } from '@/domains/engagement/server/service';
import { getDatabase } from '@/server/db';

const now = new Date('2026-03-01T12:00:00.000Z');

describe('subscribeToNews', () => {
  it('subscribes a new e-mail with a single-use 10 % coupon valid for one day', async () => {
    const outcome = await subscribeToNews('New.Reader@Example.com', { now });
    expect(outcome).toEqual({
      status: 'subscribed',
      couponCode: expect.stringMatching(/^NEWS-[A-Z2-9]{10}$/),
      couponPercent: 10,
      couponValidUntil: '2026-03-02T12:00:00.000Z',
    });
    const subscription = await getDatabase().newsSubscription.findUniqueOrThrow({
      where: { email: 'new.reader@example.com' },
      include: { coupon: true },
    });
    expect(subscription.coupon).toMatchObject({
      code: outcome.status === 'subscribed' ? outcome.couponCode : '',
      kind: 'PERCENT',
      percentBasisPoints: 1000,
      amountCents: null,
      maxRedemptions: 1,
      active: true,
      validFrom: now,
      validUntil: new Date('2026-03-02T12:00:00.000Z'),
    });
  });

  it('answers "already subscribed" for a known e-mail, whatever its case, and issues no second coupon', async () => {
    const couponsBefore = await getDatabase().coupon.count();
    expect(await subscribeToNews('new.reader@example.com', { now })).toEqual({ status: 'already-subscribed' });
    expect(await subscribeToNews('  NEW.READER@example.com ', { now })).toEqual({ status: 'already-subscribed' });
    expect(await getDatabase().coupon.count()).toBe(couponsBefore);
    expect(await getDatabase().newsSubscription.count({ where: { email: 'new.reader@example.com' } })).toBe(1);
  });

  it('re-activates an unsubscribed e-mail without a new coupon', async () => {
    await getDatabase().newsSubscription.update({ where: { email: 'new.reader@example.com' }, data: { unsubscribedAt: now } });
    expect(await subscribeToNews('new.reader@example.com', { now })).toEqual({ status: 'already-subscribed' });
    expect((await getDatabase().newsSubscription.findUniqueOrThrow({ where: { email: 'new.reader@example.com' } })).unsubscribedAt).toBeNull();
  });

  it('creates one subscription and one coupon when the same e-mail arrives twice at once', async () => {
    const outcomes = await Promise.all([subscribeToNews('race@example.com', { now }), subscribeToNews('race@example.com', { now })]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['already-subscribed', 'subscribed']);
    const subscription = await getDatabase().newsSubscription.findUniqueOrThrow({ where: { email: 'race@example.com' } });
    expect(await getDatabase().coupon.count({ where: { subscriptions: { some: { id: subscription.id } } } })).toBe(1);
    expect(await getDatabase().coupon.count({ where: { subscriptions: { none: {} } } })).toBe(0);
  });

  it('gives every subscriber a different code', async () => {
    const first = await subscribeToNews('one@example.com', { now });
    const second = await subscribeToNews('two@example.com', { now });
    expect(first.status === 'subscribed' && second.status === 'subscribed' && first.couponCode !== second.couponCode).toBe(true);
  });

  it('limits attempts per client IP', async () => {
    for (let index = 0; index < 10; index += 1) {
      await subscribeToNews(`burst-${index}@example.com`, { now, clientIp: '198.51.100.77' });
    }
    await expect(subscribeToNews('burst-last@example.com', { now, clientIp: '198.51.100.77' })).rejects.toMatchObject({
      code: 'rate_limited',
    });
    expect(await getDatabase().newsSubscription.count({ where: { email: 'burst-last@example.com' } })).toBe(0);
  });
});
