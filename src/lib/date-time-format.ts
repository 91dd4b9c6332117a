/**
 * A date and an hour together in the reader's locale: "December 18, 2026 at 1:30 p.m." in en-CA,
 * "18 décembre 2026, 13 h 30" in fr-CA. ICU joins the long French forms with "à", which reads as a
 * translation; Québec usage (OQLF) puts a comma between the date and the hour.
 */
export function formatDateTime(
  instant: Date,
  locale: string,
  { timeZone, dateStyle = 'long' }: { timeZone: string; dateStyle?: 'full' | 'long' | 'medium' },
): string {
  const parts = new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short', timeZone }).formatToParts(instant);
  const french = locale.split('-')[0] === 'fr';
  const text = parts.map((part) => (french && part.type === 'literal' && part.value.trim() === 'à' ? ', ' : part.value)).join('');
  // V8's `format` writes a plain space before "p.m." where `formatToParts` keeps ICU's narrow one: read alike.
  return text.replaceAll('\u202f', ' ');
}
