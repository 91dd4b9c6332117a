import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from './db';

export type AuditLogEntry = {
  staffId: string;
  /** What happened, as `<entity>.<verb>`, e.g. `landing.update`. */
  action: string;
  entityType: string;
  entityId: string;
  data: Prisma.InputJsonValue;
};

/** Records a staff change; pass the change's transaction so the entry exists only if the change does. */
export function writeAuditLogEntry(db: DatabaseClient, entry: AuditLogEntry): Promise<{ id: string }> {
  return db.auditLogEntry.create({ data: entry, select: { id: true } });
}
