const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Shows integer cents (CAD, tax included) as SPEC §1 asks: `$` + cents/100 with two decimals,
 * grouped in thousands, in a locale's own grouping and decimals (en-CA `$1,151.00`, fr-CA
 * `1 151,00 $` with non-breaking spaces). CAD shows as `$` in both.
 */
export function formatMoney(cents: number, locale = 'en-CA'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

/**
 * Dollars as staff type them ("45", "45.5", "1,045.50", "$45") → integer cents; null when it is not
 * an amount. Read from the text, not through floating point, so "0.29" is 29 cents.
 */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d{1,7}(?:\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as an editable dollar amount: 4500 → "45.00". */
export function centsToDollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}
