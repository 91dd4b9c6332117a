import { NextResponse } from 'next/server';
import { deleteTag, getTagForStaff, updateTag } from '@/domains/catalog/server/tag-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 GET {prefix}/{entity}/{id}: the tag with the products and categories it is on. */
export const GET = staffRoute<{ id: string }>(async ({ params }) => {
  return NextResponse.json({ data: await getTagForStaff(params.id) });
}, { area: 'catalogue' });

/** SPEC §7 PUT {prefix}/{entity}/{id}: edit, and move with `parentId` and `position` in one step. */
export const PUT = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  return NextResponse.json({ data: await updateTag(params.id, await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });

/** SPEC §7 DELETE {prefix}/{entity}/{id}: 409 while the tag has sub-tags. */
export const DELETE = staffRoute<{ id: string }>(async ({ params, staff }) => {
  await deleteTag(params.id, staff.id);
  return NextResponse.json({ message: 'Tag deleted.' });
}, { area: 'catalogue' });
