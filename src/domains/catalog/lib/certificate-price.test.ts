import { describe, expect, it } from 'vitest';
import { computeCertificatePriceCents, computeExperiencePartyPriceCents, readGiftCoverage } from './certificate-price';

// A dinner cruise: adults $119 or $149 at sunset, children $83 or $104.
const cruise = {
  priceCents: 11_900,
  tourGrades: [
    { prices: [{ ageBandCode: 'ADULT', priceCents: 11_900 }, { ageBandCode: 'CHILD', priceCents: 8_300 }] },
    { prices: [{ ageBandCode: 'ADULT', priceCents: 14_900 }, { ageBandCode: 'CHILD', priceCents: 10_400 }] },
  ],
};
// A wine tasting for adults only: $89, or $134 with the premium option.
const tasting = {
  priceCents: 8_900,
  tourGrades: [{ prices: [{ ageBandCode: 'ADULT', priceCents: 8_900 }] }, { prices: [{ ageBandCode: 'ADULT', priceCents: 13_400 }] }],
};

describe('computeExperiencePartyPriceCents', () => {
  it('prices the whole party on the least expensive option, or on the dearest for any option', () => {
    expect(computeExperiencePartyPriceCents(cruise, { party: 'ONE', option: 'STANDARD' })).toBe(11_900);
    expect(computeExperiencePartyPriceCents(cruise, { party: 'TWO', option: 'STANDARD' })).toBe(23_800);
    expect(computeExperiencePartyPriceCents(cruise, { party: 'TWO', option: 'ANY' })).toBe(29_800);
    expect(computeExperiencePartyPriceCents(cruise, { party: 'FAMILY', option: 'STANDARD' })).toBe(2 * 11_900 + 2 * 8_300);
  });

  it('is null when no option admits the whole party', () => {
    expect(computeExperiencePartyPriceCents(tasting, { party: 'FAMILY', option: 'STANDARD' })).toBeNull();
  });

  it('takes the from price as the adult price of an experience without options', () => {
    expect(computeExperiencePartyPriceCents({ priceCents: 5_000, tourGrades: [] }, { party: 'TWO', option: 'ANY' })).toBe(10_000);
  });
});

describe('computeCertificatePriceCents', () => {
  it('equals the dearest covered experience for the party on the covered option (SPEC §9)', () => {
    expect(computeCertificatePriceCents([cruise, tasting], { party: 'ONE', option: 'STANDARD' })).toBe(11_900);
    expect(computeCertificatePriceCents([cruise, tasting], { party: 'TWO', option: 'ANY' })).toBe(29_800);
  });

  it('leaves out experiences that cannot take the whole party', () => {
    expect(computeCertificatePriceCents([tasting, cruise], { party: 'FAMILY', option: 'ANY' })).toBe(2 * 14_900 + 2 * 10_400);
    expect(computeCertificatePriceCents([tasting], { party: 'FAMILY', option: 'ANY' })).toBeNull();
  });

  it('is null for a gift that covers nothing', () => {
    expect(computeCertificatePriceCents([], { party: 'ONE', option: 'STANDARD' })).toBeNull();
  });
});

describe('readGiftCoverage', () => {
  it('reads unset columns as one adult on the standard option', () => {
    expect(readGiftCoverage({ giftParty: null, giftOption: null })).toEqual({ party: 'ONE', option: 'STANDARD' });
    expect(readGiftCoverage({ giftParty: 'FAMILY', giftOption: 'ANY' })).toEqual({ party: 'FAMILY', option: 'ANY' });
  });
});
