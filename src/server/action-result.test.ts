import { createTranslator, type AbstractIntlMessages } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import english from '../../messages/en-CA.json';

// As next-intl answers in a request whose locale is en-CA; namespaces are named at run time.
const messages: AbstractIntlMessages = english;
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-CA', messages, namespace }),
}));
vi.mock('@sentry/nextjs', () => ({ captureException: vi.fn() }));
// Test files share their modules (vitest.config.ts): load action-result afresh, over the mocks above.
vi.resetModules();
const { toActionResult } = await import('./action-result');
const { AppError } = await import('./errors');

describe('toActionResult', () => {
  it("answers the shop-wide sentence of the code, and the form's own sentence of each field error", async () => {
    const result = await toActionResult(new AppError('invalid_input', 'Some fields need attention.', { 'card.expiry': ['cardExpired'] }), { namespace: 'modules.order' });
    expect(result).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Some fields need attention.',
      fieldErrors: { 'card.expiry': ['This card has expired. Use a card that is still valid.'] },
    });
  });

  it('reads a field error the form does not know in serverErrors: a decline, at either checkout', async () => {
    const declined = new AppError('payment_declined', 'expired_card', { card: ['declines.expired_card'] });
    for (const namespace of ['modules.order', 'form.booking']) {
      expect((await toActionResult(declined, { namespace })).fieldErrors).toEqual({
        card: ['This card has expired. No money was taken. Please use a card that is still valid.'],
      });
    }
  });

  it('hides an unknown error behind the generic sentence', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await toActionResult(new Error('relation "Order" does not exist'))).toEqual({
      ok: false,
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
      fieldErrors: {},
    });
  });
});
