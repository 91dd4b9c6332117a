import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContentLinkView } from './content-link';
import { customerChatConfig } from '@/lib/customer-chat-config';
import { Icon } from '@/components/ui/icon';
import { TopGiftCategories } from '@/domains/catalog/ui/top-gift-categories';
import type { ContentLink } from '@/domains/content/schemas';
import { getFooterContent } from '@/domains/content/server/queries';
import { PaymentBrandMark } from './payment-brand-mark';

/** "Chat with us" only where the chat is configured: without it the link would open nothing. */
function isOffered(link: ContentLink): boolean {
  return !(link.type === 'click' && link.action === 'open-chat') || customerChatConfig !== null;
}

function FooterLinkList({ title, links, extra }: { title: string; links: ContentLink[]; extra?: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.filter(isOffered).map((link) => (
          <li key={`${link.type}:${link.label}`}>
            <ContentLinkView link={link} className="inline-flex min-h-6 items-center text-white/80 hover:text-white" />
          </li>
        ))}
        {extra ? <li>{extra}</li> : null}
      </ul>
    </div>
  );
}

/**
 * SPEC §2 footer: About, Support, social links, payment icons, top gift categories — all
 * staff-edited — the news subscription box, the language switch and a fixed support link (the
 * voucher check) the page brings (src/shell).
 */
export async function SiteFooter({ subscribe, languageSwitch, supportLink }: { subscribe: ReactNode; languageSwitch: ReactNode; supportLink?: ReactNode }) {
  const locale = await getLocale();
  const [footer, t] = await Promise.all([getFooterContent(locale), getTranslations('modules.footer')]);
  if (!footer) {
    return (
      <footer aria-label={t('label')} className="bg-ink py-8 text-center text-sm text-white">
        {languageSwitch}
      </footer>
    );
  }
  return (
    <footer aria-label={t('label')} className="bg-ink text-white">
      <div className="container-page grid grid-cols-1 gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterLinkList title={footer.about.title} links={footer.about.links} />
        <FooterLinkList title={footer.support.title} links={footer.support.links} extra={supportLink} />
        <TopGiftCategories tagSlugs={footer.topGiftCategoryTagSlugs} />
        <div className="space-y-6">
          {subscribe}
          {footer.socialLinks.length > 0 && (
            <div>
              <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{t('socialHeading')}</h2>
              <ul className="flex flex-wrap gap-3">
                {footer.socialLinks.map((social) => (
                  <li key={social.id}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-brand"
                    >
                      <Icon name={social.icon} size={20} title={`${social.name} ${t('opensInNewTab')}`} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{t('paymentHeading')}</h2>
            <ul className="flex gap-3">
              {footer.paymentIcons.map((payment) => (
                <li key={payment} className="rounded bg-white px-2 py-1">
                  <PaymentBrandMark payment={payment} label={t(`payment.${payment}`)} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-4 border-t border-white/10 py-4 text-xs text-white/70">
        <p>{footer.copyright}</p>
        {languageSwitch}
      </div>
    </footer>
  );
}
