'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button-class-name';
import { Icon } from '@/components/ui/icon';
import type { CartItem } from '../schemas';
import { useCartActions } from './use-cart-actions';

export type AddToCartItem = {
  id: string;
  slug: string;
  title: string;
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

export function toCartItem(item: AddToCartItem): CartItem {
  return {
    id: item.id,
    title: item.title,
    price: item.priceCents,
    image: item.imageUrl ? { uri: item.imageUrl } : null,
    provider: item.provider,
  };
}

/** Adds a gift to the cart; the store decides between added, already there and full. */
export function AddToCartButton({ item, variant = 'primary', size = 'md', className }: AddToCartButtonProps) {
  const t = useTranslations('modules.cart');
  const { addToCart } = useCartActions();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={t('addNamed', { title: item.title })}
      onClick={() => addToCart(toCartItem(item))}
    >
      <Icon name="cart" size={20} />
      {t('add')}
    </Button>
  );
}
