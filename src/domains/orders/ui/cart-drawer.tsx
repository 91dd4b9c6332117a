'use client';

import Image from 'next/image';
import { useTranslations, useLocale } from 'next-intl';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { selectCartTotalCents, useCartStore } from '@/stores/cart-store';
import { useDrawerStore } from '@/stores/drawer-store';
import { getCartLineKey } from '../lib/cart-rules';
import { GiftPersonalisationSummary } from './gift-personalisation-summary';
import { StaffText } from '@/components/ui/staff-text';
import { useCartActions } from './use-cart-actions';
import { useCartLineTitle } from './use-cart-titles';

/** Content of the SPEC §2 Cart drawer. */
export function CartDrawer() {
  const locale = useLocale();
  const t = useTranslations('modules.cart');
  const items = useCartStore((state) => state.items);
  const totalCents = useCartStore(selectCartTotalCents);
  const closeDrawer = useDrawerStore((state) => state.close);
  const { removeFromCart } = useCartActions();
  const titleOf = useCartLineTitle();

  return (
    <section aria-labelledby="cart-drawer-title" className="flex h-full flex-col gap-4 px-4 pb-6">
      <h2 id="cart-drawer-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      {items.length === 0 ? (
        <div className="space-y-4">
          <p className="font-semibold">{t('empty')}</p>
          <p className="text-sm text-muted">{t('emptyHint')}</p>
          <ul className="flex flex-col gap-2">
            <li>
              <Link href="/gift" onClick={closeDrawer} className={getButtonClassName('primary', 'md', 'w-full')}>
                {t('browseGifts')}
              </Link>
            </li>
            <li>
              <Link href="/booking" onClick={closeDrawer} className={getButtonClassName('secondary', 'md', 'w-full')}>
                {t('browseExperiences')}
              </Link>
            </li>
          </ul>
        </div>
      ) : (
        <>
          <ul aria-label={t('itemsLabel')} className="flex flex-col divide-y divide-black/10">
            {items.map((item) => {
              const lineKey = getCartLineKey(item);
              const { title, untranslated } = titleOf(item);
              return (
                <li key={lineKey} className="flex items-start gap-3 py-3">
                  <div className="relative size-16 shrink-0 overflow-hidden rounded-md bg-brand-light">
                    {item.image ? <Image src={item.image.uri} alt="" fill sizes="64px" className="object-cover" /> : null}
                  </div>
                  <div className="min-w-0 flex-1">
                    <StaffText as="p" className="text-sm font-semibold leading-snug" untranslated={untranslated}>
                      {title}
                    </StaffText>
                    {item.travelDate ? <p className="text-xs text-muted">{t('travelDate', { date: item.travelDate })}</p> : null}
                    {item.personalisation ? <GiftPersonalisationSummary personalisation={item.personalisation} /> : null}
                    <p className="text-sm font-semibold text-brand">{formatMoney(item.price, locale)}</p>
                  </div>
                  <button
                    type="button"
                    aria-label={t('remove', { title })}
                    onClick={() => removeFromCart(lineKey)}
                    className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-black/5"
                  >
                    <Icon name="close" size={18} />
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="mt-auto space-y-3 border-t border-black/10 pt-4">
            <p className="flex items-center justify-between text-lg font-bold">
              <span>{t('total')}</span>
              <span>{formatMoney(totalCents, locale)}</span>
            </p>
            <Link href="/order" onClick={closeDrawer} className={getButtonClassName('primary', 'lg', 'w-full')}>
              {t('reviewOrder')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
