import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { getPostTranslation, savePostTranslation } from '@/domains/content/server/translation-service';
import { readJsonBody } from '@/server/http';

type Params = { id: string; locale: string };

/** The post's texts in another language (null where not translated; the shop shows English). */
export const GET = staffRoute<Params>(async ({ params }) => {
  return NextResponse.json({ data: await getPostTranslation(params.id, params.locale) });
}, { area: 'catalogue' });

/** Replaces the post's texts in that language; a blank text means "not translated". */
export const PUT = staffRoute<Params>(async ({ request, params, staff }) => {
  return NextResponse.json({ data: await savePostTranslation(params.id, params.locale, await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });
