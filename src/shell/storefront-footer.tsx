import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/domains/content/ui/site-footer';
import { SubscribeCallout } from '@/domains/engagement/ui/subscribe-callout';
import { Link } from '@/i18n/navigation';
import { LanguageSwitch } from './layout/language-switch';

/** Issue 27 §3: the voucher check is linked from every page, whatever staff put in the support links. */
async function VoucherCheckLink() {
  const t = await getTranslations('modules.footer');
  return (
    <Link href="/voucher/check" className="inline-flex min-h-6 items-center text-white/80 hover:text-white">
      {t('checkVoucher')}
    </Link>
  );
}

/** The storefront's footer: content's staff-edited footer with engagement's news subscription, the language switch and the voucher check in it. */
export function StorefrontFooter() {
  return (
    <SiteFooter
      subscribe={<SubscribeCallout />}
      languageSwitch={<LanguageSwitch className="inline-flex min-h-6 items-center font-semibold text-white underline hover:text-brand-light" />}
      supportLink={<VoucherCheckLink />}
    />
  );
}
