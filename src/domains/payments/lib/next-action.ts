import { localizePath } from '@/i18n/locale-paths';

/**
 * Where the browser goes for a payment's next step (3-D Secure): the shop's own pages (the test
 * gateway's bank page and its return page) in the buyer's language, since a French buyer may have
 * no language cookie that would send them there; a real bank's address as it is.
 */
export function localizeNextActionUrl(url: string, locale: string): string {
  return url.startsWith('/') ? localizePath(url, locale) : url;
}
