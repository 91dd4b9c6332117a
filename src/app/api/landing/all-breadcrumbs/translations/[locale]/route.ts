import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { getBreadcrumbTranslations, saveBreadcrumbTranslations } from '@/domains/content/server/translation-service';
import { readJsonBody } from '@/server/http';

type Params = { locale: string };

/** Every breadcrumb's label in another language, by breadcrumb id (null where not translated). */
export const GET = staffRoute<Params>(async ({ params }) => {
  return NextResponse.json({ data: await getBreadcrumbTranslations(params.locale) });
}, { area: 'catalogue' });

/** Sets the labels sent, by breadcrumb id; a blank label means "not translated". */
export const PUT = staffRoute<Params>(async ({ request, params, staff }) => {
  return NextResponse.json({ data: await saveBreadcrumbTranslations(params.locale, await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });
