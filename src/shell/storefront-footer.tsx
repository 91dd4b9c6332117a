import { SiteFooter } from '@/domains/content/ui/site-footer';
import { SubscribeCallout } from '@/domains/engagement/ui/subscribe-callout';
import { LanguageSwitch } from './layout/language-switch';

/** The storefront's footer: content's staff-edited footer with engagement's news subscription and the language switch in it. */
export function StorefrontFooter() {
  return (
    <SiteFooter
      subscribe={<SubscribeCallout />}
      languageSwitch={<LanguageSwitch className="inline-flex min-h-6 items-center font-semibold text-white underline hover:text-brand-light" />}
    />
  );
}
