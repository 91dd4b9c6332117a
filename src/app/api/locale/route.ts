import { NextResponse } from 'next/server';
import { languageSwitchSchema } from '@/i18n/language-switch-schema';
import { localizePath } from '@/i18n/locale-paths';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME } from '@/i18n/routing';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/locale?locale=fr-CA&path=/gift/x: the language switcher's plain link. It stores the
 * choice in `NEXT_LOCALE` for 365 days (SPEC §9) and sends the visitor to the same page in that
 * language. A cached page cannot set a cookie and a link works without JavaScript, hence a route
 * (docs/adr/0023); without the cookie, the negotiation redirects would send a French-speaking
 * visitor who chose English straight back to French.
 */
export const GET = publicRoute(({ request }) => {
  const { locale, path } = parseInput(languageSwitchSchema, Object.fromEntries(new URL(request.url).searchParams), {
    message: 'Choose a language and a page of the shop.',
  });
  const response = new NextResponse(null, { status: 303, headers: { location: localizePath(path, locale), 'cache-control': 'no-store' } });
  response.cookies.set(LOCALE_COOKIE_NAME, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' });
  return response;
});
