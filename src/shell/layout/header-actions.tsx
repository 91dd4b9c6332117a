'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { AccountHeaderEntry } from '@/domains/accounts/ui/account-header-entry';
import { CartButton } from '@/domains/orders/ui/cart-button';
import { Link } from '@/i18n/navigation';
import { useDrawerStore } from '@/stores/drawer-store';
import { useQuizStore } from '@/stores/quiz-store';

const iconButtonClassName = 'relative flex size-11 items-center justify-center rounded-full hover:bg-black/5';

/** Gift Finder, love list, account and cart; the first two move into the burger menu on phones. */
export function HeaderActions() {
  const t = useTranslations('modules');
  const startQuiz = useQuizStore((state) => state.start);
  return (
    <>
      <button
        type="button"
        aria-label={t('overlays.giftFinder.open')}
        aria-haspopup="dialog"
        onClick={() => startQuiz(null)}
        className={`${iconButtonClassName} hidden sm:flex`}
      >
        <Icon name="gift" size={24} />
      </button>
      <Link href="/love-list" aria-label={t('loveList.headerLink')} className={`${iconButtonClassName} hidden sm:flex`}>
        <Icon name="heart" size={24} />
      </Link>
      <AccountHeaderEntry />
      <CartButton />
    </>
  );
}

const menuItemClassName = 'flex w-full items-center gap-3 rounded px-3 py-3 text-left hover:bg-brand-light hover:text-brand-dark';

/** The same shortcuts inside the burger menu, where phones find them. */
export function BurgerMenuShortcuts() {
  const t = useTranslations('modules');
  const startQuiz = useQuizStore((state) => state.start);
  const closeDrawer = useDrawerStore((state) => state.close);
  return (
    <ul className="mt-2 flex flex-col gap-1 border-t border-black/10 pt-2 text-lg font-semibold">
      <li>
        <button
          type="button"
          aria-haspopup="dialog"
          className={menuItemClassName}
          onClick={() => {
            closeDrawer();
            startQuiz(null);
          }}
        >
          <Icon name="gift" size={22} />
          {t('overlays.giftFinder.open')}
        </button>
      </li>
      <li>
        <Link href="/love-list" onClick={closeDrawer} className={menuItemClassName}>
          <Icon name="heart" size={22} />
          {t('loveList.headerLink')}
        </Link>
      </li>
    </ul>
  );
}
