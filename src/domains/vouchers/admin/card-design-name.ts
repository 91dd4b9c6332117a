import type { StaffCardDesign } from '../staff-schemas';

/** A card design as every back-office view names it: a deleted one still prints the vouchers that chose it. */
export function describeCardDesign(design: StaffCardDesign): string {
  if (!design) return 'Classic card';
  return design.deleted ? `${design.name} (deleted since; still printed in it)` : design.name;
}
