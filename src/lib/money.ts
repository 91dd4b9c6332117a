/** Shows integer cents (CAD, tax included) as SPEC §1 asks: `$` + cents/100 with two decimals. */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.trunc(absolute / 100);
  const rest = String(absolute % 100).padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}
