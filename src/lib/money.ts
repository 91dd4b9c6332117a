// en-CA's own grouping and decimals, with the `$` prefix SPEC §1 asks for (CAD shows as `$` here).
const canadianDollars = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' });

/** Shows integer cents (CAD, tax included) as SPEC §1 asks: `$` + cents/100 with two decimals, grouped in thousands. */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
  return canadianDollars.format(cents / 100);
}
