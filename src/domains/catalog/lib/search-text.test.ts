import { describe, expect, it } from 'vitest';
import { buildSearchTsQueries, canMatchSimilarWords, foldAccents, slugifyText } from './search-text';

describe('foldAccents', () => {
  it('removes accents from French place names and keeps case', () => {
    expect(foldAccents('Montréal, Québec')).toBe('Montreal, Quebec');
    expect(foldAccents('Île-d’Orléans ÇÀ')).toBe('Ile-d’Orleans CA');
  });
});

describe('slugifyText', () => {
  it('makes a lower-case, hyphenated ASCII slug', () => {
    expect(slugifyText('Québec City')).toBe('quebec-city');
    expect(slugifyText('  Niagara   Falls! ')).toBe('niagara-falls');
  });
});

describe('buildSearchTsQueries', () => {
  it('turns each word into a prefix match', () => {
    expect(buildSearchTsQueries('Hali')).toEqual({ allTerms: 'hali:*', anyTerm: 'hali:*', terms: ['hali'] });
    expect(buildSearchTsQueries('whale  Halifax')).toEqual({
      allTerms: 'whale:* & halifax:*',
      anyTerm: 'whale:* | halifax:*',
      terms: ['whale', 'halifax'],
    });
  });

  it('folds accents the way the database does', () => {
    expect(buildSearchTsQueries('Montréal')?.allTerms).toBe('montreal:*');
  });

  it('drops tsquery operators and punctuation typed by the visitor', () => {
    expect(buildSearchTsQueries("kayak & !(tour):* 'x'")?.allTerms).toBe('kayak:* & tour:* & x:*');
    expect(buildSearchTsQueries('&|!():*')).toBeNull();
  });

  it('ignores repeated words and keeps at most eight', () => {
    expect(buildSearchTsQueries('tour tour TOUR')?.allTerms).toBe('tour:*');
    expect(buildSearchTsQueries('a b c d e f g h i j')?.allTerms.split(' & ')).toHaveLength(8);
  });
});

describe('canMatchSimilarWords', () => {
  function canRetry(text: string): boolean {
    const queries = buildSearchTsQueries(text);
    if (!queries) throw new Error(`nothing searchable in ${text}`);
    return canMatchSimilarWords(queries);
  }

  it('retries by similarity when a word has at least four letters', () => {
    expect(canRetry('wale')).toBe(true);
    expect(canRetry('ski torotno')).toBe(true);
  });

  it('leaves short words to the prefix match', () => {
    expect(canRetry('ski')).toBe(false);
    expect(canRetry('a bc déf')).toBe(false);
  });

  it('measures the words as searched: folded, without punctuation', () => {
    expect(canRetry('été!')).toBe(false);
    expect(canRetry('Québ')).toBe(true);
  });
});
