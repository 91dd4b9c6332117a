import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLegalDocument } from './legal-document';

const sample = `---
title: Terms
description: The rules.
lastUpdated: 2020-07-01
---

Intro text.

<h2 id="faq">Frequently asked questions</h2>

Answers.

<h2 id="changes">Changes to these terms</h2>

More.
`;

describe('parseLegalDocument', () => {
  it('reads the front matter, the body and the sections in order', () => {
    const document = parseLegalDocument(sample);
    expect(document.title).toBe('Terms');
    expect(document.description).toBe('The rules.');
    expect(document.lastUpdated).toBe('2020-07-01');
    expect(document.body.startsWith('Intro text.')).toBe(true);
    expect(document.sections).toEqual([
      { id: 'faq', title: 'Frequently asked questions' },
      { id: 'changes', title: 'Changes to these terms' },
    ]);
  });

  it('refuses a file without front matter, a bad date or duplicate ids', () => {
    expect(() => parseLegalDocument('# Terms')).toThrow(/front matter/);
    expect(() => parseLegalDocument(sample.replace('2020-07-01', '1 July 2020'))).toThrow(/YYYY-MM-DD/);
    expect(() => parseLegalDocument(sample.replace('id="changes"', 'id="faq"'))).toThrow(/same id/);
  });
});

// SPEC §2 (anchors) and §9 (dates): the shipped documents, checked where they live.
describe('shipped legal documents', () => {
  const read = (name: string) => parseLegalDocument(readFileSync(`content/legal/en-CA/${name}.md`, 'utf8'));

  it('terms have every SPEC anchor, in order, and were last updated on 1 July 2020', () => {
    const terms = read('terms-and-conditions');
    expect(terms.lastUpdated).toBe('2020-07-01');
    expect(terms.sections.map((section) => section.id)).toEqual([
      'faq', 'changes', 'prices', 'expiry', 'purchase', 'delivery', 'receipt', 'booking', 'refunds', 'cancellations',
      'exchange', 'insurance', 'restrictions', 'descriptions', 'problems', 'limitation', 'weather', 'privacy', 'trademark',
    ]);
  });

  it('the privacy policy was last updated on 1 May 2020 and has sections', () => {
    const privacy = read('privacy');
    expect(privacy.lastUpdated).toBe('2020-05-01');
    expect(privacy.sections.length).toBeGreaterThan(5);
  });

  it.each(['terms-and-conditions', 'privacy'])('%s in French keeps the English anchors, date and links to French pages', (name) => {
    const english = read(name);
    const french = parseLegalDocument(readFileSync(`content/legal/fr-CA/${name}.md`, 'utf8'));
    expect(french.lastUpdated).toBe(english.lastUpdated);
    expect(french.sections.map((section) => section.id)).toEqual(english.sections.map((section) => section.id));
    expect(french.title).not.toBe(english.title);
    expect(readFileSync(`content/legal/fr-CA/${name}.md`, 'utf8')).not.toMatch(/\]\(\/(?!fr-CA\/)/);
  });
});

