import { describe, expect, it } from 'vitest';
import { readSignedInHint, readStaffActingHint } from './signed-in-hint';

describe('readSignedInHint', () => {
  it.each([
    ['signed_in=1', true],
    ['theme=dark; signed_in=1; cart=2', true],
    ['signed_in=0', false],
    ['not_signed_in=1', false],
    ['', false],
  ])('%j → %s', (cookies, expected) => {
    expect(readSignedInHint(cookies)).toBe(expected);
  });
});

describe('readStaffActingHint', () => {
  it('answers the customer’s name while staff act as them', () => {
    expect(readStaffActingHint(`signed_in=1; staff_acting_as=${encodeURIComponent('Élise Gagnon')}`)).toBe('Élise Gagnon');
  });

  it.each([
    ['no such cookie', 'signed_in=1'],
    ['an empty value', 'staff_acting_as='],
    ['a blank name', 'staff_acting_as=%20'],
    ['a value we did not write', 'staff_acting_as=%E0%A4%A'],
    ['a cookie whose name only ends the same', 'not_staff_acting_as=Ana'],
  ])('answers null for %s', (_case, cookies) => {
    expect(readStaffActingHint(cookies)).toBeNull();
  });
});
