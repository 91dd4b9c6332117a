import 'server-only';
import { writeAuditLogEntry } from '@/server/audit-log';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { enforceRateLimit, type RateLimitRule } from '@/server/rate-limit';
import { hashPassword, verifyPassword } from '../lib/password';
import type { StaffRole } from '@/lib/staff-access';
import type { AddStaffMemberInput, StaffMemberRow, StaffPasswordChangeInput } from '../schemas';
import { findUserPasswordHash, updatePasswordAndSessionVersion } from './repository';
import {
  findActiveStaffMembers,
  findUserByEmailForStaffChange,
  findUserForStaffChange,
  insertStaffMember,
  lockActiveManagers,
  markStaffRemoved,
  reinstateStaffMember,
  updateStaffRole,
} from './repository-staff';

type StaffMemberFields = { id: string; firstName: string; lastName: string; email: string; role: StaffRole | 'CUSTOMER'; createdAt: Date };

function toStaffMemberRow(row: StaffMemberFields): StaffMemberRow {
  if (row.role === 'CUSTOMER') throw new Error(`User ${row.id} is not staff`);
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, role: row.role, createdAt: row.createdAt.toISOString() };
}

/** `GET /api/admin/staff`: everyone who can sign in to the back office, by name. */
export async function listStaffMembersForManager(db?: DatabaseClient): Promise<{ data: StaffMemberRow[]; total: number }> {
  const rows = await findActiveStaffMembers(getDatabase(db));
  return { data: rows.map(toStaffMemberRow), total: rows.length };
}

const EMAIL_TAKEN = 'An account with this e-mail already exists.';

/**
 * Adds a staff member with a temporary password. An e-mail of a removed member brings that
 * member back (their audit history stays theirs); any other account's e-mail is a `conflict`,
 * decided by the unique index when two managers add the same person at once.
 */
export async function addStaffMember(managerId: string, input: AddStaffMemberInput, db?: DatabaseClient): Promise<StaffMemberRow> {
  // Hashed first: Argon2 takes a while, and the transaction holds the embedded database's one connection.
  const details = { firstName: input.firstName, lastName: input.lastName, email: input.email, role: input.role, passwordHash: await hashPassword(input.password) };
  try {
    return await runInTransaction(db, async (tx) => {
      const existing = await findUserByEmailForStaffChange(tx, input.email);
      if (existing && !(existing.role !== 'CUSTOMER' && existing.staffRemovedAt)) throw new AppError('conflict', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      const member = existing ? await reinstateStaffMember(tx, existing.id, details) : await insertStaffMember(tx, details);
      await writeAuditLogEntry(tx, {
        staffId: managerId,
        action: existing ? 'staff.reinstate' : 'staff.create',
        entityType: 'User',
        entityId: member.id,
        data: { email: member.email, role: input.role },
      });
      return toStaffMemberRow(member);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    throw error;
  }
}

/**
 * The checks every change to another member shares, inside the change's transaction: the member
 * exists and is staff, and is not the manager themselves, who must still be a manager when the
 * change commits. Together these keep the shop's last manager: only they could demote or remove
 * themselves, and they cannot. The managers' rows stay locked until the change commits, so two
 * managers removing each other at once take turns, and the second is no longer a manager.
 * `selfChangeMessage` tells the manager where their own change goes instead, if anywhere.
 */
async function lockStaffChange(tx: DatabaseClient, managerId: string, memberId: string, selfChangeMessage: string) {
  const member = await findUserForStaffChange(tx, memberId);
  if (!member || member.role === 'CUSTOMER' || member.staffRemovedAt) throw new AppError('not_found', 'There is no staff member with this id.');
  if (memberId === managerId) throw new AppError('conflict', selfChangeMessage);
  const managers = await lockActiveManagers(tx);
  if (!managers.includes(managerId)) throw new AppError('forbidden', 'Your staff role cannot do this.');
  return member;
}

const SELF_ROLE_CHANGE = 'You cannot change your own role or remove yourself: another manager can (the shop always keeps one).';

/** A new role takes effect at once: every session of the member ends, so they sign in with it. */
export async function changeStaffRole(managerId: string, memberId: string, role: StaffRole, db?: DatabaseClient): Promise<StaffMemberRow> {
  return runInTransaction(db, async (tx) => {
    const member = await lockStaffChange(tx, managerId, memberId, SELF_ROLE_CHANGE);
    if (member.role === role) return toStaffMemberRow(member);
    const updated = await updateStaffRole(tx, memberId, role);
    await writeAuditLogEntry(tx, { staffId: managerId, action: 'staff.role-change', entityType: 'User', entityId: memberId, data: { from: member.role, to: role } });
    return toStaffMemberRow(updated);
  });
}

/** Takes a member out of the back office: every session ends and they cannot sign in; the row stays for the audit log and the ledger. */
export async function removeStaffMember(managerId: string, memberId: string, options: { now?: Date } = {}, db?: DatabaseClient): Promise<void> {
  await runInTransaction(db, async (tx) => {
    const member = await lockStaffChange(tx, managerId, memberId, SELF_ROLE_CHANGE);
    await markStaffRemoved(tx, memberId, options.now ?? new Date());
    await writeAuditLogEntry(tx, { staffId: managerId, action: 'staff.remove', entityType: 'User', entityId: memberId, data: { email: member.email, role: member.role } });
  });
}

/**
 * A new temporary password for a member who forgot theirs, which the manager hands over. Every
 * session of the member ends, so whoever held their old password is out too.
 */
export async function setStaffMemberPassword(managerId: string, memberId: string, password: string, db?: DatabaseClient): Promise<void> {
  // Hashed first: Argon2 takes a while, and the transaction holds the embedded database's one connection.
  const passwordHash = await hashPassword(password);
  await runInTransaction(db, async (tx) => {
    // Your own goes through /admin/password, which asks for the current one: an unlocked screen is not enough.
    const member = await lockStaffChange(tx, managerId, memberId, 'Change your own password under “Your password” (/admin/password), with your current one.');
    await updatePasswordAndSessionVersion(tx, memberId, passwordHash);
    await writeAuditLogEntry(tx, { staffId: managerId, action: 'staff.password-reset', entityType: 'User', entityId: memberId, data: { email: member.email } });
  });
}

/** Slow enough to stop someone at an unlocked screen from guessing the current password. */
const staffPasswordChangeRule: RateLimitRule = { name: 'staff-password-change', limit: 10, windowSeconds: 900 };

/**
 * The signed-in member's new password, proven by the current one. Every session of theirs ends;
 * the answer is the new session version, which the caller re-issues its own token with.
 */
export async function changeStaffPassword(staffId: string, change: StaffPasswordChangeInput, db?: DatabaseClient): Promise<{ version: number }> {
  const database = getDatabase(db);
  await enforceRateLimit(database, staffPasswordChangeRule, staffId);
  const account = await findUserPasswordHash(database, staffId);
  if (!account || account.role === 'CUSTOMER' || account.staffRemovedAt) throw new AppError('unauthorized', 'Please sign in again.');
  if (!(await verifyPassword(account.passwordHash, change.currentPassword))) {
    const message = 'This is not your current password.';
    throw new AppError('invalid_input', message, { currentPassword: [message] });
  }
  const passwordHash = await hashPassword(change.newPassword);
  return runInTransaction(database, async (tx) => {
    const { sessionVersion } = await updatePasswordAndSessionVersion(tx, staffId, passwordHash);
    await writeAuditLogEntry(tx, { staffId, action: 'staff.password-change', entityType: 'User', entityId: staffId, data: {} });
    return { version: sessionVersion };
  });
}
