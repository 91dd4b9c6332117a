import { describe, expect, it } from 'vitest';
import { appErrorStatus } from './errors';
import { getServerTranslator, parseServerLocale } from './server-messages';

describe('server messages', () => {
  it('accept only a language the shop has messages in', () => {
    expect(parseServerLocale('en-CA')).toBe('en-CA');
    expect(parseServerLocale('de-DE')).toBeNull();
    expect(parseServerLocale('')).toBeNull();
    expect(parseServerLocale(null)).toBeNull();
    expect(parseServerLocale('constructor')).toBeNull();
  });

  it('resolve a key from the root of the messages in the language asked for', () => {
    const t = getServerTranslator('en-CA');
    expect(t('serverErrors.declines.insufficient_funds')).toBe('Your card has insufficient funds. No money was taken. Please try another card.');
    expect(t('form.errors.not_found')).toBe('We could not find what you were looking for.');
  });

  it('have a sentence for every error code a service can throw', () => {
    const t = getServerTranslator('en-CA');
    expect(Object.keys(appErrorStatus).filter((code) => !t.has(`form.errors.${code}` as 'form.errors.internal'))).toEqual([]);
  });

  it('keep the English of the SPEC §8 error catalogue byte for byte', () => {
    const t = getServerTranslator('en-CA');
    expect(t('form.errors.insufficient_balance')).toBe("You don't have enough balance");
    expect(t('form.errors.certificate_already_activated')).toBe('Certificate already activated!');
  });
});
