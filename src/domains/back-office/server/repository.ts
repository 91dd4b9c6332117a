import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';

export type AuditLogFilter = {
  staffId?: string;
  entityType?: string;
  action?: string;
  entityId?: string;
  createdAt: { gte?: Date; lt?: Date };
};

/** The audit log, newest first, with who made each change. */
export async function findAuditLogEntries(db: DatabaseClient, filter: AuditLogFilter, page: { skip: number; take: number }) {
  const where: Prisma.AuditLogEntryWhereInput = {
    ...(filter.staffId ? { staffId: filter.staffId } : {}),
    ...(filter.entityType ? { entityType: filter.entityType } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.entityId ? { entityId: { contains: filter.entityId, mode: 'insensitive' } } : {}),
    ...(filter.createdAt.gte || filter.createdAt.lt ? { createdAt: filter.createdAt } : {}),
  };
  const [rows, total] = await Promise.all([
    db.auditLogEntry.findMany({
      where,
      select: {
        id: true,
        createdAt: true,
        action: true,
        entityType: true,
        entityId: true,
        data: true,
        staff: { select: { id: true, firstName: true, lastName: true, email: true } },
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: page.skip,
      take: page.take,
    }),
    db.auditLogEntry.count({ where }),
  ]);
  return { rows, total };
}

/** The entity types and actions the log holds, for its filters. */
export async function findAuditLogVocabulary(db: DatabaseClient): Promise<{ entityTypes: string[]; actions: string[] }> {
  const [entityTypes, actions] = await Promise.all([
    db.auditLogEntry.findMany({ distinct: ['entityType'], select: { entityType: true }, orderBy: { entityType: 'asc' } }),
    db.auditLogEntry.findMany({ distinct: ['action'], select: { action: true }, orderBy: { action: 'asc' } }),
  ]);
  return { entityTypes: entityTypes.map((row) => row.entityType), actions: actions.map((row) => row.action) };
}
