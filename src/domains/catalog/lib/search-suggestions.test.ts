import { describe, expect, it } from 'vitest';
import { isSearchableText, searchSuggestionsPath } from './search-suggestions';

describe('searchSuggestionsPath', () => {
  it('gives texts that search the same one address', () => {
    expect(searchSuggestionsPath('  Food   Tour ')).toBe('/api/search/food%20tour');
    expect(searchSuggestionsPath('food tour')).toBe('/api/search/food%20tour');
  });

  it('keeps a slash, a question mark or a hash inside the one path segment', () => {
    expect(searchSuggestionsPath('a/b?c#d')).toBe('/api/search/a%2Fb%3Fc%23d');
  });
});

describe('isSearchableText', () => {
  it.each([
    ['ha', true],
    ['Québec', true],
    ['42', true],
    ['h', false],
    ['&&||', false],
    ['..', false],
  ])('%s → %s', (text, searchable) => {
    expect(isSearchableText(text)).toBe(searchable);
  });
});
