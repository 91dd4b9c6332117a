'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { CUSTOMER_CHAT_OPEN_EVENT } from '@/lib/customer-chat-event';
import { openCartDrawer } from '@/stores/drawer-store';
import { openSiteModal } from '@/stores/site-modal-store';
import type { ClickAction, ContentLink } from '../schemas';

function useRunClickAction(): (action: ClickAction) => void {
  return (action) => {
    switch (action) {
      case 'scroll-to-top':
        window.scrollTo({ top: 0, behavior: 'smooth' });
        break;
      case 'open-cart':
        openCartDrawer();
        break;
      case 'open-chat':
        window.dispatchEvent(new Event(CUSTOMER_CHAT_OPEN_EVENT));
        break;
    }
  };
}

/** Renders a staff-edited link of one of the four SPEC §2 types. */
export function ContentLinkView({ link, className }: { link: ContentLink; className?: string }) {
  const t = useTranslations('modules.footer');
  const runClickAction = useRunClickAction();
  switch (link.type) {
    case 'link':
      return (
        <Link href={link.href} className={className}>
          {link.label}
        </Link>
      );
    case 'external-link':
      return (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
          {link.label}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      );
    case 'modal':
      return (
        <button type="button" className={className} aria-haspopup="dialog" onClick={() => openSiteModal(link.modal)}>
          {link.label}
        </button>
      );
    case 'click':
      return (
        <button type="button" className={className} onClick={() => runClickAction(link.action)}>
          {link.label}
        </button>
      );
  }
}
