import { describe, expect, it } from 'vitest';
import { readCartItem } from './cart-item';
import type { CartItem } from './cart-item';

const gift: CartItem = {
  id: 'gift-1',
  title: 'Spa day',
  titles: { 'en-CA': { title: 'Spa day', untranslated: false }, 'fr-CA': { title: 'Journée spa', untranslated: false } },
  price: 15_000,
  image: { uri: '/uploads/demo/spa.webp' },
  provider: null,
  designId: 'classic',
  personalisation: {
    recipientName: 'Ana',
    message: 'Enjoy',
    delivery: { method: 'email', recipientEmail: 'ana@example.com', schedule: { when: 'scheduled', date: '2026-12-24', hour: 9, timeZone: 'America/Toronto' } },
  },
};
const booking: CartItem = {
  id: 'tour-1',
  title: 'Whales',
  price: 9_900,
  image: null,
  provider: 'VIATOR',
  tourGradeCode: 'STANDARD',
  travelDate: '2026-07-01',
  ageBandsCount: [{ ageBandCode: 'ADULT', count: 2 }],
  maxTravelersCount: 8,
};

describe('readCartItem', () => {
  it('reads back a gift with its personalisation and a booking line', () => {
    expect(readCartItem(JSON.parse(JSON.stringify(gift)))).toEqual(gift);
    expect(readCartItem(JSON.parse(JSON.stringify(booking)))).toEqual(booking);
  });

  it('keeps only the fields a line has', () => {
    expect(readCartItem({ ...booking, stray: true })).toEqual(booking);
  });

  it('refuses a line that is not one of ours', () => {
    const email = { method: 'email', recipientEmail: 'ana@example.com' };
    expect(readCartItem({ ...gift, price: -1 })).toBeNull();
    expect(readCartItem({ ...gift, image: { url: '/uploads/a.webp' } })).toBeNull();
    expect(readCartItem({ ...booking, maxTravelersCount: 0 })).toBeNull();
    expect(readCartItem({ ...gift, titles: { 'fr-CA': { title: 'Journée spa' } } })).toBeNull();
    expect(readCartItem({ ...gift, personalisation: { recipientName: 'Ana', message: 'x', delivery: { ...email, schedule: { when: 'scheduled', date: '2026-12-24', hour: 24, timeZone: 'America/Toronto' } } } })).toBeNull();
    expect(readCartItem({ ...gift, personalisation: { recipientName: 'Ana', message: 'x', delivery: { ...email, schedule: { when: 'scheduled', date: '2026-12-24', hour: 9, timeZone: 'Europe/Paris' } } } })).toBeNull();
    expect(readCartItem({ ...gift, personalisation: { recipientName: 'Ana', message: 'x'.repeat(301), delivery: { method: 'print' } } })).toBeNull();
  });
});
