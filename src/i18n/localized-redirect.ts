import 'server-only';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { localizePath } from './locale-paths';

/**
 * Next's `redirect` to a shop path in the request's language (`/account` → `/fr-CA/account` on a
 * French page or action); an absolute address (a card issuer's page) is left as it is.
 */
export async function redirectInRequestLocale(address: string): Promise<never> {
  if (!address.startsWith('/') || address.startsWith('//')) redirect(address);
  const locale = await getLocale();
  redirect(localizePath(address, locale));
}
