// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingSelection } from '../schemas';
import { readBookedCheckout, rememberBookedCheckout } from './booked-checkouts';

const selection: BookingSelection = {
  productSlug: 'kensington-market-food-tour',
  tourGradeCode: 'STANDARD',
  travelDate: '2026-12-18',
  startTime: '13:30',
  travellers: [
    { ageBandCode: 'ADULT', count: 2 },
    { ageBandCode: 'CHILD', count: 1 },
  ],
};

describe('booked checkouts', () => {
  beforeEach(() => sessionStorage.clear());

  it('finds the booking this tab made of the same departure and party, whatever the travellers’ order', () => {
    rememberBookedCheckout(selection, { idempotencyKey: 'key-1', reference: 'BKG-7K2M9QXA' });
    const reordered = { ...selection, travellers: [{ ageBandCode: 'INFANT', count: 0 }, ...[...selection.travellers].reverse()] };
    expect(readBookedCheckout(reordered)).toEqual({ idempotencyKey: 'key-1', reference: 'BKG-7K2M9QXA' });
  });

  it('knows nothing of another hour, another party or a new session', () => {
    rememberBookedCheckout(selection, { idempotencyKey: 'key-1', reference: 'BKG-7K2M9QXA' });
    expect(readBookedCheckout({ ...selection, startTime: '15:00' })).toBeNull();
    expect(readBookedCheckout({ ...selection, travellers: [{ ageBandCode: 'ADULT', count: 2 }] })).toBeNull();
    sessionStorage.clear();
    expect(readBookedCheckout(selection)).toBeNull();
  });

  it('treats tampered storage as nothing booked', () => {
    sessionStorage.setItem('booked-checkouts', '{"x":');
    expect(readBookedCheckout(selection)).toBeNull();
    sessionStorage.setItem('booked-checkouts', JSON.stringify({ any: { reference: 42 } }));
    rememberBookedCheckout(selection, { idempotencyKey: 'key-2', reference: 'BKG-AAAAAAAA' });
    expect(readBookedCheckout(selection)?.reference).toBe('BKG-AAAAAAAA');
  });
});
