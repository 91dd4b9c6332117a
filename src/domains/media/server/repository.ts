import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';

export function insertMediaFile(db: DatabaseClient, data: Prisma.MediaFileUncheckedCreateInput) {
  return db.mediaFile.create({ data, select: { id: true } });
}
