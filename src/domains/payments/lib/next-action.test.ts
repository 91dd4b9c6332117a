import { describe, expect, it } from 'vitest';
import { localizeNextActionUrl } from './next-action';

describe('localizeNextActionUrl', () => {
  const testBank = '/payments/test-authentication/test_ch_1?return=%2Forder%2Freturn';

  it('sends a French buyer to the French test bank page, an English one to the English', () => {
    expect(localizeNextActionUrl(testBank, 'fr-CA')).toBe('/fr-CA/payments/test-authentication/test_ch_1?return=%2Forder%2Freturn');
    expect(localizeNextActionUrl(testBank, 'en-CA')).toBe(testBank);
  });

  it('leaves a real bank’s address as it is', () => {
    expect(localizeNextActionUrl('https://hooks.stripe.com/3d_secure_2/hosted?x=1', 'fr-CA')).toBe('https://hooks.stripe.com/3d_secure_2/hosted?x=1');
  });
});
