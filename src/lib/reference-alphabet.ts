/**
 * Digits and capitals without 0/O, 1/I/L: 31 symbols nobody misreads, for what people read aloud
 * and type: order numbers, booking references, certificate numbers.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `length` symbols, each chosen by `pickIndex` (uniform in [0, size)); the server passes a CSPRNG. */
export function pickReferenceSymbols(length: number, pickIndex: (size: number) => number): string {
  let symbols = '';
  for (let index = 0; index < length; index += 1) symbols += REFERENCE_ALPHABET.charAt(pickIndex(REFERENCE_ALPHABET.length));
  return symbols;
}
