import { describe, expect, it } from 'vitest';
import { checkGiftPersonalisation, getDeliveryInstant, guessRecipientTimeZone } from './gift-delivery';

// 2026-12-23 16:30 UTC: 11:30 in Toronto, 09:30 in Vancouver (UTC−7 all year since November 2026).
const now = new Date('2026-12-23T16:30:00Z');
const scheduled = (date: string, hour: number, timeZone = 'America/Toronto') => ({
  recipientName: 'Anna',
  message: 'Happy holidays!',
  delivery: { method: 'email', recipientEmail: 'anna@example.com', schedule: { when: 'scheduled', date, hour, timeZone } },
});

describe('guessRecipientTimeZone', () => {
  it("keeps a Canadian browser's zone and falls back to Eastern time", () => {
    expect(guessRecipientTimeZone('America/Vancouver')).toBe('America/Vancouver');
    expect(guessRecipientTimeZone('Europe/Paris')).toBe('America/Toronto');
    expect(guessRecipientTimeZone(undefined)).toBe('America/Toronto');
  });
});

describe('checkGiftPersonalisation', () => {
  it('accepts a print-at-home gift with only the recipient named', () => {
    expect(checkGiftPersonalisation({ recipientName: ' Anna ', message: '', delivery: { method: 'print' } }, now)).toEqual({
      success: true,
      data: { recipientName: 'Anna', message: '', delivery: { method: 'print' } },
    });
  });

  it('asks for the recipient name as /order does, for print and e-mail delivery alike', () => {
    for (const delivery of [{ method: 'print' }, { method: 'email', recipientEmail: 'anna@example.com', schedule: { when: 'now' } }]) {
      expect(checkGiftPersonalisation({ recipientName: ' ', message: '', delivery }, now)).toEqual({
        success: false,
        errors: { recipientName: 'recipientNameRequired' },
      });
    }
  });

  it('lower-cases the e-mail and accepts an hour still ahead today in the recipient zone', () => {
    const result = checkGiftPersonalisation(
      { ...scheduled('2026-12-23', 12), delivery: { ...scheduled('2026-12-23', 12).delivery, recipientEmail: ' Anna@Example.COM ' } },
      now,
    );
    expect(result.success && result.data.delivery).toMatchObject({ recipientEmail: 'anna@example.com' });
  });

  it('refuses an hour that has passed in the recipient zone, even when it is ahead elsewhere', () => {
    expect(checkGiftPersonalisation(scheduled('2026-12-23', 11), now)).toEqual({ success: false, errors: { date: 'dateInPast' } });
    expect(checkGiftPersonalisation(scheduled('2026-12-23', 10, 'America/Vancouver'), now).success).toBe(true);
    expect(checkGiftPersonalisation(scheduled('2026-12-23', 9, 'America/Vancouver'), now)).toEqual({ success: false, errors: { date: 'dateInPast' } });
    expect(checkGiftPersonalisation(scheduled('2026-12-22', 20), now)).toEqual({ success: false, errors: { date: 'dateInPast' } });
  });

  it('refuses a date more than a year ahead or not on the calendar', () => {
    expect(checkGiftPersonalisation(scheduled('2027-12-24', 9), now)).toEqual({ success: false, errors: { date: 'dateTooFar' } });
    expect(checkGiftPersonalisation(scheduled('2027-02-30', 9), now)).toEqual({ success: false, errors: { date: 'dateInvalid' } });
  });

  it('names each field that needs attention', () => {
    const result = checkGiftPersonalisation(
      {
        recipientName: 'x'.repeat(61),
        message: 'y'.repeat(301),
        delivery: { method: 'email', recipientEmail: 'not-an-email', schedule: { when: 'now' } },
      },
      now,
    );
    expect(result).toEqual({
      success: false,
      errors: { recipientName: 'nameTooLong', message: 'messageTooLong', recipientEmail: 'emailInvalid' },
    });
    expect(
      checkGiftPersonalisation({ recipientName: 'Anna', message: '', delivery: { method: 'email', recipientEmail: '', schedule: { when: 'now' } } }, now),
    ).toEqual({ success: false, errors: { recipientEmail: 'emailRequired' } });
  });
});

describe('getDeliveryInstant', () => {
  it('is null for an e-mail now and for printing, the local hour otherwise', () => {
    expect(getDeliveryInstant({ method: 'print' })).toBeNull();
    expect(getDeliveryInstant({ method: 'email', recipientEmail: 'a@example.com', schedule: { when: 'now' } })).toBeNull();
    expect(
      getDeliveryInstant({
        method: 'email',
        recipientEmail: 'a@example.com',
        schedule: { when: 'scheduled', date: '2026-12-24', hour: 8, timeZone: 'America/Halifax' },
      }),
    ).toEqual({ deliverAt: new Date('2026-12-24T12:00:00.000Z'), timeZone: 'America/Halifax' });
  });
});
