import 'server-only';
import type { DatabaseClient } from '@/server/db';

export function insertCustomerSession(db: DatabaseClient, data: { id: string; userId: string; expiresAt: Date }) {
  return db.customerSession.create({ data, select: { id: true } });
}

/**
 * The session, if it is still live: stored, unexpired, and issued at the account's current
 * session version. One indexed read (the version is a filter on the user row, in the same query).
 */
export function findLiveCustomerSession(db: DatabaseClient, session: { id: string; userId: string; version: number }, now: Date) {
  return db.customerSession.findUnique({
    where: { id: session.id, userId: session.userId, expiresAt: { gt: now }, user: { is: { sessionVersion: session.version } } },
    select: { id: true },
  });
}

/** A staff member who may still act as a customer: not removed, and still at the session version they acted with. */
export function findActingStaffMember(db: DatabaseClient, staff: { id: string; version?: number }) {
  return db.user.findUnique({
    where: { id: staff.id, role: { not: 'CUSTOMER' }, staffRemovedAt: null, ...(staff.version === undefined ? {} : { sessionVersion: staff.version }) },
    select: { sessionVersion: true },
  });
}

export function deleteCustomerSession(db: DatabaseClient, session: { id: string; userId: string }) {
  return db.customerSession.deleteMany({ where: { id: session.id, userId: session.userId } });
}

export function deleteCustomerSessionsOfUser(db: DatabaseClient, userId: string) {
  return db.customerSession.deleteMany({ where: { userId } });
}

export function deleteExpiredCustomerSessionRows(db: DatabaseClient, now: Date) {
  return db.customerSession.deleteMany({ where: { expiresAt: { lte: now } } });
}
