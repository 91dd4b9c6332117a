import { describe, expect, it } from 'vitest';
import { readListErrors } from './form-errors';

describe('readListErrors', () => {
  it('reads messages by entry index and for the whole list', () => {
    const error = Object.assign([undefined, { message: 'Slug is required', type: 'too_small' }], { message: 'Too many', root: { message: 'ignored' } });
    expect(readListErrors(error)).toEqual({ items: { 0: undefined, 1: 'Slug is required' }, whole: 'Too many' });
  });

  it('falls back to the root message, and reads nothing from no error', () => {
    expect(readListErrors({ root: { message: 'Keep between one and six steps' } })).toEqual({ items: {}, whole: 'Keep between one and six steps' });
    expect(readListErrors(undefined)).toEqual({ items: {}, whole: undefined });
  });
});
