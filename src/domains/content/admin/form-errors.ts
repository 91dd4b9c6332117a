/** A react-hook-form error of a list: messages by entry index, and one for the list as a whole. */
export function readListErrors(error: unknown): { items: Record<number, string | undefined>; whole: string | undefined } {
  const items: Record<number, string | undefined> = {};
  if (typeof error !== 'object' || error === null) return { items, whole: undefined };
  for (const [key, entry] of Object.entries(error)) {
    if (/^\d+$/.test(key)) items[Number(key)] = messageOf(entry);
  }
  const root = 'root' in error ? messageOf(error.root) : undefined;
  return { items, whole: messageOf(error) ?? root };
}

function messageOf(entry: unknown): string | undefined {
  return typeof entry === 'object' && entry !== null && 'message' in entry && typeof entry.message === 'string' ? entry.message : undefined;
}
