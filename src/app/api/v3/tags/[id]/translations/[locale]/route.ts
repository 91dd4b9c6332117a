import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { getTagTranslation, saveTagTranslation } from '@/domains/catalog/server/translation-service';
import { readJsonBody } from '@/server/http';

type Params = { id: string; locale: string };

/** The tag's name in another language (null where not translated; the shop shows English). */
export const GET = staffRoute<Params>(async ({ params }) => {
  return NextResponse.json({ data: await getTagTranslation(params.id, params.locale) });
}, { area: 'catalogue' });

/** Sets the tag's name in that language; a blank name means "not translated". */
export const PUT = staffRoute<Params>(async ({ request, params, staff }) => {
  return NextResponse.json({ data: await saveTagTranslation(params.id, params.locale, await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });
