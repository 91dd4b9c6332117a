'use client';

import { useTranslations } from 'next-intl';
import type { GiftPersonalisation } from '../schemas';
import { useDescribeGiftDelivery } from './gift-delivery-summary';

/** Who a gift in the cart is for and how it travels, in a line or two. */
export function GiftPersonalisationSummary({ personalisation }: { personalisation: GiftPersonalisation }) {
  const t = useTranslations('form.giftPersonalisation.summary');
  const describeDelivery = useDescribeGiftDelivery();
  return (
    <p className="text-xs text-muted">
      {personalisation.recipientName && <>{t('forName', { name: personalisation.recipientName })} · </>}
      {describeDelivery(personalisation.delivery)}
    </p>
  );
}
