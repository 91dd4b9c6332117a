import { describe, expect, it } from 'vitest';
import { pickReferenceSymbols, REFERENCE_ALPHABET } from './reference-alphabet';

describe('the reference alphabet', () => {
  it('leaves out symbols people misread, each symbol once', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(REFERENCE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });

  it('gives as many symbols as asked, from the given source', () => {
    expect(pickReferenceSymbols(8, () => 0)).toBe('22222222');
    expect(pickReferenceSymbols(3, (size) => size - 1)).toBe('ZZZ');
  });
});
