import { describe, expect, it } from 'vitest';
import { addDaysToLocalDate, getLocalDate } from '@/lib/local-time';
import { checkStartForm, parseTargetDollars, toStartFormErrors } from './start-form';

const now = new Date('2026-11-29T15:00:00Z');
const today = getLocalDate('America/Toronto', now);

function form(fields: Record<string, unknown> = {}) {
  return {
    idempotencyKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    organiserName: 'Olivia',
    organiserEmail: 'Olivia@Example.com ',
    personalisation: { recipientName: 'Zoë Tremblay', message: '', delivery: { method: 'email', recipientEmail: 'zoe@example.com', schedule: { when: 'now' } } },
    occasion: 'birthday',
    targetCents: 20_000,
    deadline: addDaysToLocalDate(today, 14),
    designId: null,
    ...fields,
  };
}

describe('checkStartForm', () => {
  it('accepts a complete form, trimmed and lower-cased as the server stores it', () => {
    const checked = checkStartForm(form(), now);
    expect(checked).toMatchObject({ success: true, data: { organiserEmail: 'olivia@example.com', targetCents: 20_000 } });
  });

  it('puts each error on the field the form shows, the gift form’s own keys for the recipient', () => {
    const checked = checkStartForm(
      form({
        organiserName: ' ',
        occasion: '',
        targetCents: 500,
        personalisation: { recipientName: '', message: '', delivery: { method: 'email', recipientEmail: '', schedule: { when: 'now' } } },
      }),
      now,
    );
    expect(checked).toEqual({
      success: false,
      errors: { organiserName: 'nameRequired', occasion: 'occasionRequired', targetCents: 'targetTooSmall', recipientName: 'recipientNameRequired', recipientEmail: 'emailRequired' },
    });
  });

  it('refuses a last day gone or more than 60 days ahead, and a delivery hour already past', () => {
    expect(checkStartForm(form({ deadline: addDaysToLocalDate(today, -1) }), now)).toEqual({ success: false, errors: { deadline: 'deadlineInPast' } });
    expect(checkStartForm(form({ deadline: addDaysToLocalDate(today, 61) }), now)).toEqual({ success: false, errors: { deadline: 'deadlineTooFar' } });
    expect(checkStartForm(form({ deadline: addDaysToLocalDate(today, 60) }), now).success).toBe(true);
    const past = { method: 'email', recipientEmail: 'zoe@example.com', schedule: { when: 'scheduled', date: today, hour: 0, timeZone: 'America/Toronto' } };
    expect(checkStartForm(form({ personalisation: { recipientName: 'Zoë', message: '', delivery: past } }), now)).toEqual({ success: false, errors: { date: 'dateInPast' } });
  });
});

describe('toStartFormErrors', () => {
  it('maps the API’s field paths to the form’s fields, first message each, unknown paths dropped', () => {
    expect(
      toStartFormErrors({
        'personalisation.delivery.recipientEmail': ['emailInvalid'],
        'personalisation.date': ['dateInPast', 'other'],
        designId: ['designUnavailable'],
        productId: ['giftUnavailable'],
        idempotencyKey: ['Invalid string'],
      }),
    ).toEqual({ recipientEmail: 'emailInvalid', date: 'dateInPast', designId: 'designUnavailable', productId: 'giftUnavailable' });
  });
});

describe('parseTargetDollars', () => {
  it('reads whole dollars as cents, nothing for an empty field, NaN (refused by the schema) otherwise', () => {
    expect(parseTargetDollars(' ', 'en-CA')).toBeUndefined();
    expect(parseTargetDollars('150', 'en-CA')).toBe(15_000);
    expect(parseTargetDollars('12.50', 'en-CA')).toBeNaN();
    expect(parseTargetDollars('-5', 'en-CA')).toBeNaN();
    expect(parseTargetDollars('ten', 'en-CA')).toBeNaN();
  });

  it('reads thousands and a dollar sign the way each language writes them', () => {
    expect(parseTargetDollars('1,000', 'en-CA')).toBe(100_000);
    expect(parseTargetDollars('$1,500.00', 'en-CA')).toBe(150_000);
    expect(parseTargetDollars('1 000', 'fr-CA')).toBe(100_000);
    expect(parseTargetDollars('2\u00a0500 $', 'fr-CA')).toBe(250_000);
    expect(parseTargetDollars('500,00', 'fr-CA')).toBe(50_000);
    expect(parseTargetDollars('500,50', 'fr-CA')).toBeNaN();
  });
});
