import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';

export function insertMediaFile(db: DatabaseClient, data: Prisma.MediaFileUncheckedCreateInput) {
  return db.mediaFile.create({ data, select: { id: true } });
}

export function findMediaFilesByUrls(db: DatabaseClient, urls: string[]) {
  return db.mediaFile.findMany({ where: { url: { in: urls } }, select: { url: true, width: true, height: true } });
}
