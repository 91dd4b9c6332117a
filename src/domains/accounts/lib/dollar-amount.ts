/**
 * Staff type dollars ("25", "-12.5", "+0.99"); the ledger moves whole cents. Read from the text,
 * not through floating point, so "0.29" is 29 cents and never 28.999….
 */
export function dollarsToCents(text: string): number {
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a dollar amount: "${text}"`);
  const [, sign, dollars, cents = ''] = match;
  const magnitude = Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  return sign === '-' ? -magnitude : magnitude;
}
