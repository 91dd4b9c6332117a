/**
 * Typed checks for what the browser reads back on every page (stored cart and love list, small
 * API answers). zod's core weighs ≈38 kB gzipped there, so these modules check by hand; the server
 * keeps its zod schemas (docs/performance.md, R4).
 */

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string of `min` to `max` characters. */
export function isText(value: unknown, max = Number.POSITIVE_INFINITY, min = 0): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

/** A whole number of at least `min`. */
export function isWholeNumber(value: unknown, min = 0): value is number {
  return Number.isInteger(value) && (value as number) >= min;
}

export function isOneOf<Option extends string>(value: unknown, options: readonly Option[]): value is Option {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/** Every entry read, or null when one does not read (the answer or stored copy is not ours). */
export function readEach<Entry>(value: unknown, read: (entry: unknown) => Entry | null): Entry[] | null {
  if (!Array.isArray(value)) return null;
  const entries: Entry[] = [];
  for (const entry of value) {
    const checked = read(entry);
    if (checked === null) return null;
    entries.push(checked);
  }
  return entries;
}

/** An API answer's check for `requestApi`: the read value, or an error naming the answer. */
export function answerOf<Output>(name: string, read: (data: unknown) => Output | null): { parse: (data: unknown) => Output } {
  return {
    parse(data) {
      const output = read(data);
      if (output === null) throw new TypeError(`Unexpected answer of ${name}`);
      return output;
    },
  };
}
