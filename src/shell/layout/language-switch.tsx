'use client';

import { Suspense } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { getLanguageSwitchHref } from '@/i18n/locale-paths';
import { usePathname } from '@/i18n/navigation';
import { localeNames, routing, type Locale } from '@/i18n/routing';

interface LanguageSwitchProps {
  className?: string;
  onNavigate?: () => void;
}

function SwitchLinks({ query, className, onNavigate }: LanguageSwitchProps & { query: string }) {
  const t = useTranslations('modules.languageSwitch');
  const current = useLocale();
  // next-intl's pathname has no locale prefix: the same page's path in every language (docs/adr/0023).
  const pathname = usePathname();
  const others = routing.locales.filter((locale): locale is Locale => locale !== current);
  return others.map((locale) => (
    // A plain link, not a client navigation: the route sets the cookie and redirects, with or without JavaScript.
    <a
      key={locale}
      href={getLanguageSwitchHref(query ? `${pathname}?${query}` : pathname, locale)}
      hrefLang={locale}
      rel="alternate"
      onClick={onNavigate}
      className={className}
    >
      <span className="sr-only">{t('readIn')} </span>
      <span lang={locale}>{localeNames[locale]}</span>
    </a>
  ));
}

function SwitchLinksWithQuery(props: LanguageSwitchProps) {
  return <SwitchLinks {...props} query={useSearchParams().toString()} />;
}

/**
 * The link to the same page (path and query) in the other language, in the header, the footer and
 * the phone drawer. A cached page is rendered without its query, so the link shows without it
 * until the browser fills it in.
 */
export function LanguageSwitch(props: LanguageSwitchProps) {
  return (
    <Suspense fallback={<SwitchLinks {...props} query="" />}>
      <SwitchLinksWithQuery {...props} />
    </Suspense>
  );
}
