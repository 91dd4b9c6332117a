import { describe, expect, it } from 'vitest';
import { getCheckoutFallbackPath, readCheckoutSelection, toCheckoutQuery } from './checkout-query';

const selection = {
  productSlug: 'kensington-market-food-tour',
  tourGradeCode: 'STANDARD',
  travelDate: '2026-12-18',
  startTime: '11:00',
  travellers: [
    { ageBandCode: 'ADULT', count: 2 },
    { ageBandCode: 'CHILD', count: 1 },
    { ageBandCode: 'INFANT', count: 0 },
  ],
};

describe('checkout query', () => {
  it('writes the selection and reads the same selection back, without empty bands', () => {
    const query = toCheckoutQuery(selection);
    expect(query).toEqual({ product: 'kensington-market-food-tour', grade: 'STANDARD', date: '2026-12-18', time: '11:00', travellers: 'ADULT:2,CHILD:1' });
    expect(readCheckoutSelection(new URLSearchParams(query))).toEqual({ ...selection, travellers: selection.travellers.slice(0, 2) });
  });

  it('reads a departure without a start time as null', () => {
    const query = toCheckoutQuery({ ...selection, startTime: null });
    expect(query.time).toBeUndefined();
    expect(readCheckoutSelection(new URLSearchParams(query))?.startTime).toBeNull();
  });

  it.each([
    ['no selection at all', ''],
    ['only the experience', 'product=kensington-market-food-tour'],
    ['no grade', 'product=p&date=2026-12-18&travellers=ADULT:1'],
    ['an impossible date', 'product=p&grade=S&date=2026-13-01&travellers=ADULT:1'],
    ['a malformed hour', 'product=p&grade=S&date=2026-12-18&time=9am&travellers=ADULT:1'],
    ['malformed travellers', 'product=p&grade=S&date=2026-12-18&travellers=ADULT'],
    ['nobody travelling', 'product=p&grade=S&date=2026-12-18&travellers=ADULT:0'],
  ])('refuses %s', (_case, query) => {
    expect(readCheckoutSelection(new URLSearchParams(query))).toBeNull();
  });

  it('sends a refused address back to its experience, or to the list when it names none', () => {
    expect(getCheckoutFallbackPath(new URLSearchParams('product=cn-tower-edgewalk'))).toBe('/booking/cn-tower-edgewalk');
    expect(getCheckoutFallbackPath(new URLSearchParams(''))).toBe('/booking');
    expect(getCheckoutFallbackPath(new URLSearchParams('product=//evil.example'))).toBe('/booking');
  });
});
