import 'server-only';
import type { DatabaseClient } from '@/server/db';
import type { StaffRole } from '@/lib/staff-access';

const staffMemberFields = { id: true, firstName: true, lastName: true, email: true, role: true, createdAt: true } as const;

/** The back office's staff, removed ones left out, by name. */
export function findActiveStaffMembers(db: DatabaseClient) {
  return db.user.findMany({
    where: { role: { in: ['MANAGER', 'EDITOR'] }, staffRemovedAt: null },
    select: staffMemberFields,
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
  });
}

export function findUserForStaffChange(db: DatabaseClient, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { ...staffMemberFields, staffRemovedAt: true } });
}

export function findUserByEmailForStaffChange(db: DatabaseClient, email: string) {
  return db.user.findUnique({ where: { email }, select: { id: true, role: true, staffRemovedAt: true } });
}

/**
 * Locks every active manager's row and answers their ids. Two managers demoting or removing each
 * other at once then take turns, and the second sees the first's change: the shop always keeps one.
 */
export async function lockActiveManagers(db: DatabaseClient): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "role" = 'MANAGER' AND "staffRemovedAt" IS NULL FOR UPDATE`;
  return rows.map((row) => row.id);
}

type NewStaffMember = { firstName: string; lastName: string; email: string; role: StaffRole; passwordHash: string };

export function insertStaffMember(db: DatabaseClient, data: NewStaffMember) {
  return db.user.create({ data, select: staffMemberFields });
}

/** A removed staff member added again: the same row (their history stays theirs), fresh details, no old session. */
export function reinstateStaffMember(db: DatabaseClient, userId: string, data: NewStaffMember) {
  return db.user.update({
    where: { id: userId },
    data: { ...data, staffRemovedAt: null, sessionVersion: { increment: 1 } },
    select: staffMemberFields,
  });
}

/** Each of these changes also raises the session version: every token of the member stops working. */
export function updateStaffRole(db: DatabaseClient, userId: string, role: StaffRole) {
  return db.user.update({ where: { id: userId }, data: { role, sessionVersion: { increment: 1 } }, select: staffMemberFields });
}

export async function markStaffRemoved(db: DatabaseClient, userId: string, now: Date): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { staffRemovedAt: now, sessionVersion: { increment: 1 } }, select: { id: true } });
}
