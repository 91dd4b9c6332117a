'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button-class-name';
import { Icon } from '@/components/ui/icon';
import type { CartItem } from '../schemas';
import { useCartActions } from './use-cart-actions';

export type AddToCartItem = {
  id: string;
  slug: string;
  title: string;
  /** The title is the English one, for want of a translation into the page's language. */
  titleUntranslated: boolean;
  priceCents: number;
  imageUrl: string | null;
  provider: string | null;
};

export type AddToCartButtonProps = {
  item: AddToCartItem;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** The cart line of a gift added on a page in `locale`. */
export function toCartItem(item: AddToCartItem, locale: string): CartItem {
  return {
    id: item.id,
    title: item.title,
    titles: { [locale]: { title: item.title, untranslated: item.titleUntranslated } },
    price: item.priceCents,
    image: item.imageUrl ? { uri: item.imageUrl } : null,
    provider: item.provider,
  };
}

/** Adds a gift to the cart; the store decides between added, already there and full. */
export function AddToCartButton({ item, variant = 'primary', size = 'md', className }: AddToCartButtonProps) {
  const t = useTranslations('modules.cart');
  const locale = useLocale();
  const { addToCart } = useCartActions();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={t('addNamed', { title: item.title })}
      onClick={() => addToCart(toCartItem(item, locale))}
    >
      <Icon name="cart" size={20} />
      {t('add')}
    </Button>
  );
}
