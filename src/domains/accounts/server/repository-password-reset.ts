import 'server-only';
import type { DatabaseClient } from '@/server/db';

export function insertPasswordResetToken(db: DatabaseClient, data: { userId: string; tokenHash: string; expiresAt: Date }) {
  return db.passwordResetToken.create({ data, select: { id: true } });
}

/**
 * Uses the token: one conditional UPDATE, so of two concurrent uses only one matches the row
 * while it is still unused and unexpired. Null when the token is unknown, used or expired.
 */
export async function markPasswordResetTokenUsed(db: DatabaseClient, tokenHash: string, now: Date): Promise<{ userId: string } | null> {
  const rows = await db.$queryRaw<{ userId: string }[]>`
    UPDATE "PasswordResetToken" SET "usedAt" = ${now}
    WHERE "tokenHash" = ${tokenHash} AND "usedAt" IS NULL AND "expiresAt" > ${now}
    RETURNING "userId"`;
  return rows[0] ?? null;
}

/** Retires the account's other unused links once its password has changed. */
export function markUnusedPasswordResetTokensUsed(db: DatabaseClient, userId: string, now: Date) {
  return db.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
}


export function findUserForPasswordReset(db: DatabaseClient, email: string) {
  return db.user.findUnique({ where: { email }, select: { id: true, role: true, firstName: true, locale: true } });
}

export function findUsablePasswordResetToken(db: DatabaseClient, tokenHash: string, now: Date) {
  return db.passwordResetToken.findFirst({ where: { tokenHash, usedAt: null, expiresAt: { gt: now } }, select: { id: true } });
}
