import { NextResponse } from 'next/server';
import { listTagTree } from '@/domains/catalog/server/tag-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** SPEC §7 GET /v3/products/tags: the tag tree flattened depth-first, each with its parent, depth and position. */
export const GET = staffRoute(async () => {
  const tree = await listTagTree();
  return NextResponse.json({ data: tree, total: tree.length });
}, { area: 'catalogue' });
