import { describe, expect, it } from 'vitest';
import { isSearchableText, readSearchSuggestions, searchSuggestionsPath } from './search-suggestions';

describe('searchSuggestionsPath', () => {
  it('gives texts that search the same one address', () => {
    expect(searchSuggestionsPath('  Food   Tour ', 'en-CA')).toBe('/api/search/en-CA/food%20tour');
    expect(searchSuggestionsPath('food tour', 'en-CA')).toBe('/api/search/en-CA/food%20tour');
  });

  it('asks in the page\'s language', () => {
    expect(searchSuggestionsPath('baleine', 'fr-CA')).toBe('/api/search/fr-CA/baleine');
  });

  it('keeps a slash, a question mark or a hash inside the one path segment', () => {
    expect(searchSuggestionsPath('a/b?c#d', 'en-CA')).toBe('/api/search/en-CA/a%2Fb%3Fc%23d');
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

describe('readSearchSuggestions', () => {
  const suggestion = { kind: 'EXPERIENCE', slug: 'whale-watching', title: 'Whales', city: null, priceCents: 12_900, imageUrl: null };

  it('reads the answer of /api/search, without fields it does not know', () => {
    expect(readSearchSuggestions({ results: [{ ...suggestion, extra: 1 }] })).toEqual({ results: [suggestion] });
  });

  it('refuses an answer with a malformed suggestion', () => {
    expect(readSearchSuggestions({ results: [{ ...suggestion, priceCents: 1.5 }] })).toBeNull();
    expect(readSearchSuggestions({ results: [{ ...suggestion, kind: 'TOUR' }] })).toBeNull();
    expect(readSearchSuggestions([])).toBeNull();
  });
});
