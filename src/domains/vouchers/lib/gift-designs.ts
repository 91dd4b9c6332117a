/** A card design as the buyer picks it: its name in the page's language, its art and the occasions it suits. */
export type GiftDesignOption = {
  id: string;
  name: string;
  imageUrl: string;
  /** Slugs of the Gift Finder occasions (ADR 0010) the design suits; none for the plain card. */
  occasions: string[];
};

/** The design a voucher is printed in, as the e-mail, the printable page and the PDF show it. */
export type VoucherDesign = { name: string; imageUrl: string };

export const GIFT_DESIGN_NAME_MAX_LENGTH = 60;

/**
 * The design a gift starts with: the first (in staff's order) that suits the occasion the buyer
 * chose in the Gift Finder; else the plain one, the first that suits no occasion; else none
 * (the shop's classic card). `designs` are the published ones, already in order.
 */
export function chooseDefaultDesign<Design extends Pick<GiftDesignOption, 'id' | 'occasions'>>(
  designs: readonly Design[],
  occasionSlug: string | null,
): Design | null {
  const suiting = occasionSlug ? designs.find((design) => design.occasions.includes(occasionSlug)) : undefined;
  return suiting ?? designs.find((design) => design.occasions.length === 0) ?? null;
}

/** The chosen design if it is still offered, else the default: a cart may name a design staff unpublished since. */
export function resolveChosenDesign<Design extends Pick<GiftDesignOption, 'id' | 'occasions'>>(
  designs: readonly Design[],
  chosenId: string | null | undefined,
  occasionSlug: string | null,
): Design | null {
  return designs.find((design) => design.id === chosenId) ?? chooseDefaultDesign(designs, occasionSlug);
}
