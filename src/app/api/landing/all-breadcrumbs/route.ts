import { NextResponse } from 'next/server';
import { listAllBreadcrumbs, replaceAllBreadcrumbs } from '@/domains/content/server/service-landings';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 GET /landing/all-breadcrumbs: the shared breadcrumb list under `data`. */
export const GET = staffRoute(async () => NextResponse.json({ data: await listAllBreadcrumbs() }), { area: 'catalogue' });

/** SPEC §7 PUT /landing/all-breadcrumbs: the whole list; answers it as saved. */
export const PUT = staffRoute(async ({ request, staff }) => {
  return NextResponse.json({ data: await replaceAllBreadcrumbs(await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });
