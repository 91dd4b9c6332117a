/** The two staff roles: managers run everything, editors the catalogue and content only. */
export type StaffRole = 'MANAGER' | 'EDITOR';

/**
 * What a back-office screen or admin route touches. `catalogue`: products, tags, landings, site
 * content, blog posts, uploads, reviews. `sales`: money and people (orders, vouchers, bookings,
 * customers and their balances, reports, the outbox, the audit log, and the staff themselves).
 */
export type StaffArea = 'catalogue' | 'sales';

const areasByRole: Record<StaffRole, readonly StaffArea[]> = {
  MANAGER: ['catalogue', 'sales'],
  EDITOR: ['catalogue'],
};

export function canStaffOpen(role: StaffRole, area: StaffArea): boolean {
  return areasByRole[role].includes(area);
}

/** Where signing in lands: SPEC §2's /admin/users, or the catalogue for a role that cannot see users. */
export function getStaffHomePath(role: StaffRole): string {
  return canStaffOpen(role, 'sales') ? '/admin/users' : '/admin/products';
}
