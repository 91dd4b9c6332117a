/** Dollars as staff type them ("45", "45.5", "1,045.50", "$45") → integer cents; null when it is not an amount. */
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
