import { describe, expect, it } from 'vitest';
import { appErrorStatus } from './errors';
import { getServerTranslator, parseServerLocale } from './server-messages';

describe('server messages', () => {
  it('accept only a language the shop has messages in', () => {
    expect(parseServerLocale('en-CA')).toBe('en-CA');
    expect(parseServerLocale('fr-CA')).toBe('fr-CA');
    expect(parseServerLocale('de-DE')).toBeNull();
    expect(parseServerLocale('')).toBeNull();
    expect(parseServerLocale(null)).toBeNull();
    expect(parseServerLocale('constructor')).toBeNull();
  });

  // Keys from the root, in the language asked for; the SPEC §8 English stays byte for byte.
  it.each([
    ['en-CA', 'serverErrors.declines.insufficient_funds', 'Your card has insufficient funds. No money was taken. Please try another card.'],
    ['en-CA', 'form.errors.not_found', 'We could not find what you were looking for.'],
    ['en-CA', 'form.errors.insufficient_balance', "You don't have enough balance"],
    ['en-CA', 'form.errors.certificate_already_activated', 'Certificate already activated!'],
    ['fr-CA', 'serverErrors.declines.card_declined', "Votre carte a été refusée. Aucun montant n'a été prélevé. Veuillez essayer une autre carte."],
    ['fr-CA', 'form.errors.not_found', "Nous n'avons pas trouvé ce que vous cherchiez."],
  ] as const)('resolve %s %s', (locale, key, text) => {
    expect(getServerTranslator(locale)(key)).toBe(text);
  });

  it('have a sentence for every error code a service can throw, in every language', () => {
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      const t = getServerTranslator(locale);
      expect(Object.keys(appErrorStatus).filter((code) => !t.has(`form.errors.${code}` as 'form.errors.internal'))).toEqual([]);
    }
  });
});
