/**
 * SPEC §9: a gift certificate costs as much as the most expensive experience in the box, so
 * whatever the recipient picks is covered. Null when the gift covers no experience (a plain
 * dollar-value gift card keeps its own price).
 */
export function computeCertificatePriceCents(coveredExperiencePricesCents: readonly number[]): number | null {
  if (coveredExperiencePricesCents.length === 0) return null;
  return Math.max(...coveredExperiencePricesCents);
}
