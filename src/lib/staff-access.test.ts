import { describe, expect, it } from 'vitest';
import { canStaffOpen, getStaffHomePath } from './staff-access';

describe('canStaffOpen', () => {
  it('lets a manager open every area', () => {
    expect(canStaffOpen('MANAGER', 'catalogue')).toBe(true);
    expect(canStaffOpen('MANAGER', 'sales')).toBe(true);
  });

  it('keeps an editor to the catalogue: no money, users or vouchers', () => {
    expect(canStaffOpen('EDITOR', 'catalogue')).toBe(true);
    expect(canStaffOpen('EDITOR', 'sales')).toBe(false);
  });
});

describe('getStaffHomePath', () => {
  it('sends a manager to /admin/users (SPEC §2) and an editor to the products', () => {
    expect(getStaffHomePath('MANAGER')).toBe('/admin/users');
    expect(getStaffHomePath('EDITOR')).toBe('/admin/products');
  });
});
