export const giftParties = ['ONE', 'TWO', 'FAMILY'] as const;
export type GiftParty = (typeof giftParties)[number];

export const giftOptions = ['STANDARD', 'ANY'] as const;
export type GiftOption = (typeof giftOptions)[number];

/** What a box gift's value is sized for; a box gift without one is for one adult, standard option. */
export type GiftCoverage = { party: GiftParty; option: GiftOption };

export const DEFAULT_GIFT_COVERAGE: GiftCoverage = { party: 'ONE', option: 'STANDARD' };

/** The travellers of each party, by age band. */
export const giftPartyTravellers: Readonly<Record<GiftParty, readonly { ageBandCode: string; count: number }[]>> = {
  ONE: [{ ageBandCode: 'ADULT', count: 1 }],
  TWO: [{ ageBandCode: 'ADULT', count: 2 }],
  FAMILY: [
    { ageBandCode: 'ADULT', count: 2 },
    { ageBandCode: 'CHILD', count: 2 },
  ],
};

/** An experience as the certificate price sees it: the price of each age band on each option. */
export type CoveredExperiencePricing = {
  /** The lowest adult price: the only price an experience without options has. */
  priceCents: number;
  tourGrades: readonly { prices: readonly { ageBandCode: string; priceCents: number }[] }[];
};

/** What the party pays on one option; null when the option sells no ticket for one of them (adults only, say). */
function computeOptionPartyCents(prices: readonly { ageBandCode: string; priceCents: number }[], party: GiftParty): number | null {
  let totalCents = 0;
  for (const { ageBandCode, count } of giftPartyTravellers[party]) {
    const price = prices.find((candidate) => candidate.ageBandCode === ageBandCode);
    if (!price) return null;
    totalCents += price.priceCents * count;
  }
  return totalCents;
}

/**
 * What the party pays for an experience on the covered option: its least expensive option
 * (STANDARD) or its dearest (ANY). Null when no option admits the whole party.
 */
export function computeExperiencePartyPriceCents(experience: CoveredExperiencePricing, coverage: GiftCoverage): number | null {
  const optionPrices = experience.tourGrades.some((grade) => grade.prices.length > 0)
    ? experience.tourGrades.map((grade) => grade.prices)
    : [[{ ageBandCode: 'ADULT', priceCents: experience.priceCents }]];
  const partyCents = optionPrices
    .map((prices) => computeOptionPartyCents(prices, coverage.party))
    .filter((cents): cents is number => cents !== null);
  if (partyCents.length === 0) return null;
  return coverage.option === 'ANY' ? Math.max(...partyCents) : Math.min(...partyCents);
}

/** Whether the gift can promise this experience to its whole party. */
export function admitsGiftParty(experience: CoveredExperiencePricing, coverage: GiftCoverage): boolean {
  return computeExperiencePartyPriceCents(experience, coverage) !== null;
}

/**
 * SPEC §9, applied to the party the gift is for: a box gift costs as much as its dearest
 * experience for that party on the covered option, so whatever the recipient picks is paid in
 * full. Experiences that cannot take the whole party are not part of the promise. Null when the
 * gift covers none (a plain dollar-value gift card keeps its own price).
 */
export function computeCertificatePriceCents(experiences: readonly CoveredExperiencePricing[], coverage: GiftCoverage): number | null {
  const partyPrices = experiences
    .map((experience) => computeExperiencePartyPriceCents(experience, coverage))
    .filter((cents): cents is number => cents !== null);
  return partyPrices.length === 0 ? null : Math.max(...partyPrices);
}

/** A box gift's coverage as stored (null columns mean the default). */
export function readGiftCoverage(row: { giftParty: GiftParty | null; giftOption: GiftOption | null }): GiftCoverage {
  return { party: row.giftParty ?? DEFAULT_GIFT_COVERAGE.party, option: row.giftOption ?? DEFAULT_GIFT_COVERAGE.option };
}
