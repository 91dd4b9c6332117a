import { getTranslations } from 'next-intl/server';
import { StaffActingBanner } from '@/domains/accounts/ui/staff-acting-banner';
import { SiteLogo } from '@/domains/content/ui/site-logo';
import { Link } from '@/i18n/navigation';
import { BurgerMenuButton } from './burger-menu-button';
import { HeaderActions } from './header-actions';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { mainNavigationLinks } from './main-navigation';

export async function SiteHeader({ withNavigation = true }: { withNavigation?: boolean }) {
  const t = await getTranslations('modules.header');
  return (
    <header className="sticky top-0 z-30 border-b border-black/5 bg-white/95 backdrop-blur">
      <StaffActingBanner />
      <div className="container-page flex h-16 items-center justify-between gap-4">
        {/* Without navigation the header tops a form page, whose largest picture is the logo. */}
        <SiteLogo isLcp={!withNavigation} />
        {withNavigation && (
          <>
            <HeaderSearch layout="inline" />
            <nav aria-label={t('mainNavigation')} className="hidden md:block">
              <ul className="flex items-center gap-6 text-sm font-semibold">
                {mainNavigationLinks.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="rounded px-1 py-2 hover:text-brand">
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex items-center gap-1">
              <LanguageSwitch className="hidden rounded px-2 py-2 text-sm font-semibold hover:text-brand md:inline-flex" />
              <HeaderActions />
              <BurgerMenuButton label={t('openMenu')} />
            </div>
          </>
        )}
      </div>
      {withNavigation && <HeaderSearch layout="bar" />}
    </header>
  );
}
