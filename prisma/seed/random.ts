/**
 * Deterministic randomness for the demo seed. Every generator is keyed by a string
 * (a slug, a file name), so adding one product never shifts the values of another.
 */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** FNV-1a, 32-bit: turns a key into a PRNG seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32 seeded from `key`. */
export function createRandom(key: string): Random {
  let state = hashString(key);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
  };
}

function createRandomString(random: Random, alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += alphabet.charAt(random.int(0, alphabet.length - 1));
  return text;
}

/** A cuid-shaped id ("c" + 24 base-36 characters) that is the same on every seed run. */
export function createDemoId(key: string): string {
  return `c${createRandomString(createRandom(`id:${key}`), ID_ALPHABET, 24)}`;
}

/** "Wine Lover's Montréal Tour" → "wine-lovers-montreal-tour". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
