import 'server-only';
import type { DatabaseClient } from '@/server/db';

export function findUserCredentialsByEmail(db: DatabaseClient, email: string) {
  return db.user.findUnique({ where: { email }, select: { id: true, role: true, passwordHash: true, sessionVersion: true, staffRemovedAt: true } });
}

export function findUserProfileById(db: DatabaseClient, id: string) {
  return db.user.findUnique({
    where: { id },
    select: { role: true, firstName: true, lastName: true, email: true, phone: true, balanceCents: true, countryCode: true, sessionVersion: true, staffRemovedAt: true },
  });
}

/** Removes a customer account nothing refers to yet: no balance entry, order, booking or voucher. */
export function deleteUntouchedCustomer(db: DatabaseClient, userId: string) {
  return db.user.deleteMany({
    where: { id: userId, role: 'CUSTOMER', balanceCents: 0, balanceEntries: { none: {} }, orders: { none: {} }, bookings: { none: {} }, activatedVouchers: { none: {} } },
  });
}

export function insertCustomer(db: DatabaseClient, data: { firstName: string; lastName: string; email: string; passwordHash: string }) {
  return db.user.create({ data: { ...data, role: 'CUSTOMER' }, select: { id: true } });
}

export function incrementSessionVersion(db: DatabaseClient, userId: string) {
  return db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { id: true } });
}

export function findSessionVersion(db: DatabaseClient, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
}

export function findUserPasswordHash(db: DatabaseClient, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { role: true, passwordHash: true, staffRemovedAt: true } });
}

/** A new password and a new session version: every session issued before it ends; the caller re-issues its own. */
export function updatePasswordAndSessionVersion(db: DatabaseClient, userId: string, passwordHash: string) {
  return db.user.update({ where: { id: userId }, data: { passwordHash, sessionVersion: { increment: 1 } }, select: { sessionVersion: true } });
}
