import { SiteFooter } from '@/domains/content/ui/site-footer';
import { SubscribeCallout } from '@/domains/engagement/ui/subscribe-callout';

/** The storefront's footer: content's staff-edited footer with engagement's news subscription in it. */
export function StorefrontFooter() {
  return <SiteFooter subscribe={<SubscribeCallout />} />;
}
