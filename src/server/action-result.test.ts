import { createTranslator, type AbstractIntlMessages } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import english from '../../messages/en-CA.json';
import french from '../../messages/fr-CA.json';

// As next-intl answers in a request of the page's language; namespaces are named at run time.
const catalogues: Record<'en-CA' | 'fr-CA', AbstractIntlMessages> = { 'en-CA': english, 'fr-CA': french };
const request = { locale: 'en-CA' as keyof typeof catalogues };
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: request.locale, messages: catalogues[request.locale], namespace }),
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

  it("answers in the request's language: a decline on a French page is in French", async () => {
    request.locale = 'fr-CA';
    try {
      const result = await toActionResult(new AppError('payment_declined', 'expired_card', { card: ['declines.expired_card'] }), { namespace: 'modules.order' });
      expect(result.message).toBe("Votre carte a été refusée. Aucun montant n'a été prélevé. Veuillez essayer une autre carte.");
      expect(result.fieldErrors).toEqual({ card: ["Cette carte est expirée. Aucun montant n'a été prélevé. Veuillez utiliser une carte encore valide."] });
    } finally {
      request.locale = 'en-CA';
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
