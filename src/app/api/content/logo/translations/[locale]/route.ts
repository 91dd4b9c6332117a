import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { getSiteContentTranslation, saveSiteContentTranslation } from '@/domains/content/server/translation-service';
import { readJsonBody } from '@/server/http';

type Params = { locale: string };

/** The block's readable texts in another language, by path (null where not translated). */
export const GET = staffRoute<Params>(async ({ params }) => {
  return NextResponse.json({ data: await getSiteContentTranslation('LOGO', params.locale) });
}, { area: 'catalogue' });

/** Replaces the block's texts in that language; a blank text means "not translated". */
export const PUT = staffRoute<Params>(async ({ request, params, staff }) => {
  return NextResponse.json({ data: await saveSiteContentTranslation('LOGO', params.locale, await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });
