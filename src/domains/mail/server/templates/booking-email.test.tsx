// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';
import { BookingEmail, getBookingEmailSubject, type BookingEmailProps } from './booking-email';

const booking: BookingEmailProps = {
  kind: 'requested',
  locale: 'en-CA',
  siteUrl: 'https://shop.example.ca',
  firstName: 'Casey',
  reference: 'BKG-7K2M9QXA',
  title: 'False Creek kayak tour',
  gradeTitle: 'Standard',
  startsAt: new Date('2026-12-19T16:00:00Z'),
  hasStartTime: true,
  timeZone: 'America/Vancouver',
  party: [
    { band: 'Adult', count: 2 },
    { band: 'Child', count: 1 },
  ],
  totalCents: 24_030,
  moneyCents: 24_030,
  meetingPoint: 'Granville Island, dock 3',
  cancellation: { kind: 'free_until', freeUntil: new Date('2026-12-18T16:00:00Z') },
  declineReason: null,
  manageUrl: 'https://shop.example.ca/booking/manage?reference=BKG-7K2M9QXA&key=0123456789abcdef0123456789abcdef',
};

describe('BookingEmail', () => {
  it('names the booking in each subject', () => {
    expect(getBookingEmailSubject(booking)).toBe('We have your booking request BKG-7K2M9QXA');
    expect(getBookingEmailSubject({ ...booking, kind: 'confirmed' })).toBe('Your booking BKG-7K2M9QXA is confirmed');
    expect(getBookingEmailSubject({ ...booking, kind: 'cancelled' })).toBe('Your booking BKG-7K2M9QXA is cancelled');
  });

  it('tells a requester when we answer, in the experience’s own time zone', async () => {
    const { html, text } = await renderEmail(<BookingEmail {...booking} />);
    for (const part of [html, text]) {
      expect(part).toContain('will answer within 1–3 days');
      expect(part).toContain('When: Saturday, December 19, 2026 at 9:00 a.m. (PDT)');
      expect(part).toContain('Travellers: 2 × Adult, 1 × Child');
      expect(part).toContain('$240.30 is set aside for this booking.');
      expect(part).toContain('Free cancellation until Friday, December 18, 2026 at 9:00 a.m. (PDT).');
      expect(part).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('promises no free cancellation for a booking that starts within 24 hours', async () => {
    const { text } = await renderEmail(<BookingEmail {...booking} kind="confirmed" cancellation={{ kind: 'window_passed' }} />);
    expect(text).toContain('This booking starts within 24 hours: it is not refundable and cannot be cancelled.');
    expect(text).not.toContain('Free cancellation until');
  });

  it('tells a declined requester the money is back on the balance, with the reason', async () => {
    const { text } = await renderEmail(<BookingEmail {...booking} kind="declined" declineReason="The guide is ill." />);
    expect(text).toContain('The reason given: The guide is ill.');
    expect(text).toContain('$240.30 is back on your account balance');
    expect(text).not.toContain('Free cancellation');
  });

  it('links an active booking to its manage page, and a closed one to nothing', async () => {
    const manageHref = 'href="https://shop.example.ca/booking/manage?reference=BKG-7K2M9QXA&amp;key=0123456789abcdef0123456789abcdef"';
    for (const kind of ['requested', 'confirmed'] as const) {
      const { html, text } = await renderEmail(<BookingEmail {...booking} kind={kind} />);
      expect(html).toContain(manageHref);
      expect(text).toContain('Manage your booking');
      expect(text).toContain(booking.manageUrl);
    }
    const { html } = await renderEmail(<BookingEmail {...booking} kind="cancelled" />);
    expect(html).not.toContain('/booking/manage');
  });
});
