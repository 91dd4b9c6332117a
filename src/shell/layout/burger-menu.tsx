'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useDrawerStore } from '@/stores/drawer-store';
import { LanguageSwitch } from './language-switch';
import { mainNavigationLinks } from './main-navigation';

export function BurgerMenu() {
  const t = useTranslations('modules.header');
  const close = useDrawerStore((state) => state.close);
  return (
    <nav aria-label={t('mainNavigation')}>
      <ul className="flex flex-col gap-1 text-lg font-semibold">
        {mainNavigationLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={close} className="block rounded px-3 py-3 hover:bg-brand-light hover:text-brand-dark">
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <LanguageSwitch onNavigate={close} className="block rounded px-3 py-3 hover:bg-brand-light hover:text-brand-dark" />
        </li>
      </ul>
    </nav>
  );
}
