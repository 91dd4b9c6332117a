import { NextResponse } from 'next/server';
import { deletePost, getPostForStaff, MAX_POST_BODY_BYTES, updatePostForStaff } from '@/domains/content/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 GET {prefix}/{entity}/{id}: one post, drafts included. */
export const GET = staffRoute<{ id: string }>(async ({ params }) => NextResponse.json({ data: await getPostForStaff(params.id) }), {
  area: 'catalogue',
});

/** SPEC §7 PUT {prefix}/{entity}/{id}: updates the post. */
export const PUT = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  return NextResponse.json({ data: await updatePostForStaff(params.id, await readJsonBody(request, MAX_POST_BODY_BYTES), staff.id) });
}, { area: 'catalogue' });

/** SPEC §7 DELETE {prefix}/{entity}/{id}: deletes the post for good (the screen asks first). */
export const DELETE = staffRoute<{ id: string }>(async ({ params, staff }) => {
  await deletePost(params.id, staff.id);
  return NextResponse.json({ message: 'Post deleted.' });
}, { area: 'catalogue' });
