import { describe, expect, it } from 'vitest';
import { chooseDefaultDesign, resolveChosenDesign } from './gift-designs';

const designs = [
  { id: 'birthday', occasions: ['birthday'] },
  { id: 'holidays', occasions: ['christmas-and-holidays'] },
  { id: 'love', occasions: ['wedding', 'anniversary'] },
  { id: 'balloons', occasions: ['birthday', 'retirement'] },
  { id: 'plain', occasions: [] },
];

describe('chooseDefaultDesign', () => {
  it('takes the first design, in staff order, that suits the Gift Finder occasion', () => {
    expect(chooseDefaultDesign(designs, 'birthday')?.id).toBe('birthday');
    expect(chooseDefaultDesign(designs, 'anniversary')?.id).toBe('love');
    expect(chooseDefaultDesign(designs, 'retirement')?.id).toBe('balloons');
  });

  it('falls back to the plain design without an occasion or when none suits it', () => {
    expect(chooseDefaultDesign(designs, null)?.id).toBe('plain');
    expect(chooseDefaultDesign(designs, 'just-because')?.id).toBe('plain');
  });

  it('gives none when no design is plain and none suits', () => {
    expect(chooseDefaultDesign(designs.slice(0, 2), 'wedding')).toBeNull();
    expect(chooseDefaultDesign([], 'birthday')).toBeNull();
  });
});

describe('resolveChosenDesign', () => {
  it('keeps a design still offered and replaces one that is not', () => {
    expect(resolveChosenDesign(designs, 'love', 'birthday')?.id).toBe('love');
    expect(resolveChosenDesign(designs, 'gone', 'birthday')?.id).toBe('birthday');
    expect(resolveChosenDesign(designs, undefined, null)?.id).toBe('plain');
  });
});
