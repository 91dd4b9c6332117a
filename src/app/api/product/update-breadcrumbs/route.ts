import { NextResponse } from 'next/server';
import { updateProductBreadcrumbs } from '@/domains/content/server/service-landings';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** SPEC §7 POST /product/update-breadcrumbs: `productId` and its `breadcrumbIds` in display order. */
export const POST = staffRoute(async ({ request, staff }) => {
  await updateProductBreadcrumbs(await readJsonBody(request), staff.id);
  return NextResponse.json({ message: 'Breadcrumbs saved.' });
}, { area: 'catalogue' });
