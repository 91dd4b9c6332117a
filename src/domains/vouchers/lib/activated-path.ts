import type { AppLocale } from '@/i18n/locale';
import { localizePath } from '@/i18n/locale-paths';

/**
 * Where the customer lands after activating: the balance it added, above the experiences to book,
 * in the language they activated in. The form loads it as a whole page (`location.assign`), which
 * next-intl's router does not prefix, so the address carries the locale itself.
 */
export function getActivatedPath(certificateLast4: string, locale: AppLocale): string {
  return localizePath(`/voucher/activated?${new URLSearchParams({ certificate: certificateLast4 })}`, locale);
}
