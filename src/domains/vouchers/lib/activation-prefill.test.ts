import { describe, expect, it } from 'vitest';
import { getActivationPrefillHref, readActivationPrefill } from './activation-prefill';

describe('the activation form’s prefill', () => {
  it('goes in the fragment, never the query, and reads back as written', () => {
    const href = getActivationPrefillHref('/fr-CA/voucher/activation', 'ABCDEFG-HJKMNPQ-RSTUVWX');
    expect(href).toBe('/fr-CA/voucher/activation#certificate=ABCDEFG-HJKMNPQ-RSTUVWX');
    expect(new URL(href, 'https://shop.example').search).toBe('');
    expect(readActivationPrefill(new URL(href, 'https://shop.example').hash)).toBe('ABCDEFG-HJKMNPQ-RSTUVWX');
  });

  it('reads nothing from an empty, unrelated or overlong fragment', () => {
    expect(readActivationPrefill('')).toBe('');
    expect(readActivationPrefill('#reviews')).toBe('');
    expect(readActivationPrefill(`#certificate=${'A'.repeat(65)}`)).toBe('');
  });

  it('keeps what a person may type, spaces included', () => {
    expect(readActivationPrefill('#certificate=abcdefg+hjkmnpq')).toBe('abcdefg hjkmnpq');
  });
});
