import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { getGiftDesignTranslation, saveGiftDesignTranslation } from '@/domains/vouchers/server/gift-designs';
import { readJsonBody } from '@/server/http';

type Params = { id: string; locale: string };

/** The design's name in another language (null where not translated; the shop shows English). */
export const GET = staffRoute<Params>(async ({ params }) => NextResponse.json({ data: await getGiftDesignTranslation(params.id, params.locale) }), { area: 'catalogue' });

export const PUT = staffRoute<Params>(async ({ request, params, staff }) => {
  return NextResponse.json({ data: await saveGiftDesignTranslation(params.id, params.locale, await readJsonBody(request), staff.id) });
}, { area: 'catalogue' });
