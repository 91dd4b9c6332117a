import { describe, expect, it } from 'vitest';
import { adminNavItems, findCurrentNavItem } from './admin-nav';

describe('findCurrentNavItem', () => {
  it('marks the section a page belongs to by its longest prefix', () => {
    expect(findCurrentNavItem('/admin', adminNavItems)?.label).toBe('Dashboard');
    expect(findCurrentNavItem('/admin/users/abc', adminNavItems)?.label).toBe('Users');
    expect(findCurrentNavItem('/admin/products/abc', adminNavItems)?.label).toBe('Products');
    expect(findCurrentNavItem('/admin/products/sort-order', adminNavItems)?.label).toBe('Products’ sort order');
  });

  it('marks nothing for a path that only starts with the same letters', () => {
    expect(findCurrentNavItem('/admin/usersettings', adminNavItems.filter((item) => item.href !== '/admin'))).toBeUndefined();
  });
});
