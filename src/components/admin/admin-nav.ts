import type { StaffArea } from '@/lib/staff-access';

export interface AdminNavItem {
  href: string;
  label: string;
  area: StaffArea;
}

/** The back office's sections, in the order staff meet them; each is shown only to roles that open its area. */
export const adminNavItems: readonly AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard', area: 'sales' },
  { href: '/admin/users', label: 'Users', area: 'sales' },
  { href: '/admin/bookings', label: 'Booking requests', area: 'sales' },
  { href: '/admin/orders', label: 'Orders & vouchers', area: 'sales' },
  { href: '/admin/group-gifts', label: 'Group gifts', area: 'sales' },
  { href: '/admin/reports/liability', label: 'Liability report', area: 'sales' },
  { href: '/admin/outbox', label: 'Outbox', area: 'sales' },
  { href: '/admin/audit-log', label: 'Audit log', area: 'sales' },
  { href: '/admin/staff', label: 'Staff', area: 'sales' },
  { href: '/admin/products', label: 'Products', area: 'catalogue' },
  { href: '/admin/products/sort-order', label: 'Products’ sort order', area: 'catalogue' },
  { href: '/admin/tags', label: 'Tags', area: 'catalogue' },
  { href: '/admin/landings', label: 'Landings', area: 'catalogue' },
  { href: '/admin/content', label: 'Content', area: 'catalogue' },
  { href: '/admin/gift-designs', label: 'Card designs', area: 'catalogue' },
];

/** The nav item a path belongs to: the longest matching prefix, so /admin/users/1 marks Users, not Dashboard. */
export function findCurrentNavItem(pathname: string, items: readonly AdminNavItem[]): AdminNavItem | undefined {
  return items
    .filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
