import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_INPUT_DEPTH } from '@/lib/input-depth';
import { findUnstorableCharacter, parseInput } from './parse-input';

/** `{ "a": { "a": … { "a": leaf } } }`, `depth` objects deep, parsed from JSON as a request body would be. */
function nestedJson(depth: number, leaf: unknown = 'ok'): unknown {
  return JSON.parse(`${'{"a":'.repeat(depth)}${JSON.stringify(leaf)}${'}'.repeat(depth)}`);
}

describe('findUnstorableCharacter', () => {
  it('finds a NUL or a lone surrogate in a value or a key, first in key order', () => {
    expect(findUnstorableCharacter({ name: 'Ana', notes: ['fine', 'bad\0'] })).toEqual(['notes', '1']);
    expect(findUnstorableCharacter({ first: { deep: '\uD800' }, second: '\0' })).toEqual(['first', 'deep']);
    expect(findUnstorableCharacter({ ['key\0']: 'value' })).toEqual(['key\0']);
    expect(findUnstorableCharacter({ emoji: '🎁', nested: [{ text: 'plain' }] })).toBeNull();
  });

  it(`walks input ${MAX_INPUT_DEPTH} levels deep and refuses deeper input with a 400, not a stack overflow`, () => {
    expect(findUnstorableCharacter(nestedJson(MAX_INPUT_DEPTH))).toBeNull();
    expect(findUnstorableCharacter(nestedJson(MAX_INPUT_DEPTH, '\0'))).toHaveLength(MAX_INPUT_DEPTH);
    expect(() => findUnstorableCharacter(nestedJson(8_000))).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});

describe('parseInput', () => {
  it('answers invalid_input for JSON nested thousands of levels deep, whatever the schema', () => {
    expect(() => parseInput(z.object({ a: z.unknown() }), nestedJson(5_000))).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});
