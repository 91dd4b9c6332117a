import 'server-only';
import { getPrisma } from '@/server/db';
import type { SiteContentKey } from '@/generated/prisma/enums';

export async function findSiteContentData(key: SiteContentKey): Promise<unknown> {
  const row = await getPrisma().siteContent.findUnique({ where: { key }, select: { data: true } });
  return row?.data ?? null;
}
