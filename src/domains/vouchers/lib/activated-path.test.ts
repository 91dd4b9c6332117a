import { describe, expect, it } from 'vitest';
import { getActivatedPath } from './activated-path';

describe('getActivatedPath', () => {
  it('keeps a French activation on the French pages', () => {
    expect(getActivatedPath('AB12', 'fr-CA')).toBe('/fr-CA/voucher/activated?certificate=AB12');
  });

  it('leaves the default language unprefixed', () => {
    expect(getActivatedPath('AB12', 'en-CA')).toBe('/voucher/activated?certificate=AB12');
  });
});
