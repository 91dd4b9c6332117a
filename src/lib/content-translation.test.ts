import { describe, expect, it } from 'vitest';
import { listReadableTexts, mergeTranslatedTexts, nestTranslatedTexts, overlayTranslation, toTranslationText } from './content-translation';

const product = { title: 'Whale watching', summary: 'Orcas up close', meetingPoint: null as string | null, slug: 'whale-watching' };
const fields = ['title', 'summary', 'meetingPoint'] as const;

describe('overlayTranslation', () => {
  it('shows English as it is on English pages, whatever translation exists', () => {
    expect(overlayTranslation(product, { title: 'Observation des baleines' }, fields, 'en-CA')).toEqual({ ...product, untranslated: [] });
  });

  it('puts each translated text in place and lists the texts still in English', () => {
    const localized = overlayTranslation(product, { title: 'Observation des baleines', summary: null }, fields, 'fr-CA');
    expect(localized.title).toBe('Observation des baleines');
    expect(localized.summary).toBe('Orcas up close');
    expect(localized.untranslated).toEqual(['summary']);
  });

  it('treats a blank translation as missing, and an empty English text as nothing to translate', () => {
    const localized = overlayTranslation(product, { title: '   ' }, fields, 'fr-CA');
    expect(localized.title).toBe('Whale watching');
    expect(localized.untranslated).toEqual(['title', 'summary']);
  });

  it('falls back on every field when the item has no translation at all', () => {
    expect(overlayTranslation(product, undefined, fields, 'fr-CA').untranslated).toEqual(['title', 'summary']);
  });
});

describe('toTranslationText', () => {
  it('stores a blank text as null (not translated) and trims the rest', () => {
    expect(toTranslationText('  ')).toBeNull();
    expect(toTranslationText(undefined)).toBeNull();
    expect(toTranslationText(' Érable ')).toBe('Érable');
  });
});

describe('mergeTranslatedTexts', () => {
  const footer = {
    about: { title: 'About', links: [{ type: 'link', label: 'Blog', href: '/blog' }, { type: 'modal', label: 'About us', modal: 'about-us' }] },
    paymentIcons: ['visa'],
    copyright: '© 2026 Shop',
  };

  it('takes every text the translation has, by position in lists, and English for the rest', () => {
    const merged = mergeTranslatedTexts(footer, { about: { title: 'À propos', links: [{ label: 'Blogue' }] } });
    expect(merged).toEqual({
      about: { title: 'À propos', links: [{ type: 'link', label: 'Blogue', href: '/blog' }, { type: 'modal', label: 'About us', modal: 'about-us' }] },
      paymentIcons: ['visa'],
      copyright: '© 2026 Shop',
    });
  });

  it('never takes a key the English block lacks, nor a non-text in place of a text', () => {
    const merged = mergeTranslatedTexts(footer, { extra: 'x', copyright: 42, about: { links: 'no' } });
    expect(merged).toEqual(footer);
  });
});

describe('the readable texts of a block', () => {
  const homePage = {
    hero: { title: 'Give an experience', imageUrl: '/hero.webp', imageAlt: 'A canoe', cta: { label: 'Find a gift', href: '/gift' } },
    featuredGiftSlugs: ['gift-card-100'],
    howItWorks: { title: 'How it works', steps: [{ title: 'Choose', text: 'Pick a gift.', icon: 'gift' }] },
  };

  it('are listed by path, leaving addresses, slugs and icons out', () => {
    expect(listReadableTexts(homePage)).toEqual([
      { path: 'hero.title', english: 'Give an experience' },
      { path: 'hero.imageAlt', english: 'A canoe' },
      { path: 'hero.cta.label', english: 'Find a gift' },
      { path: 'howItWorks.title', english: 'How it works' },
      { path: 'howItWorks.steps.0.title', english: 'Choose' },
      { path: 'howItWorks.steps.0.text', english: 'Pick a gift.' },
    ]);
  });

  it('come back into the block from their paths, blank ones staying English', () => {
    const translation = nestTranslatedTexts({ 'hero.title': 'Offrez une expérience', 'hero.cta.label': '  ', 'howItWorks.steps.0.text': 'Choisissez un cadeau.' });
    expect(mergeTranslatedTexts(homePage, translation)).toEqual({
      ...homePage,
      hero: { ...homePage.hero, title: 'Offrez une expérience' },
      howItWorks: { title: 'How it works', steps: [{ title: 'Choose', text: 'Choisissez un cadeau.', icon: 'gift' }] },
    });
  });
});
