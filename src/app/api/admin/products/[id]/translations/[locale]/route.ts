import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { getProductTranslation, saveProductTranslation } from '@/domains/catalog/server/translation-service';
import { readJsonBody } from '@/server/http';

type Params = { id: string; locale: string };

/** The product's texts in another language (null where not translated; the shop shows English). */
export const GET = staffRoute<Params>(async ({ params }) => {
  return NextResponse.json({ data: await getProductTranslation(params.id, params.locale) });
}, { area: 'catalogue' });

/** Replaces the product's texts in that language; a blank text means "not translated". */
export const PUT = staffRoute<Params>(async ({ request, params, staff }) => {
  return NextResponse.json({ data: await saveProductTranslation(params.id, params.locale, await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });
