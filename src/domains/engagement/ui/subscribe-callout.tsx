'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { openSiteModal } from '@/stores/site-modal-store';

/** Footer entry to the Subscribe on news modal, for visitors who missed or closed the timed one. */
export function SubscribeCallout() {
  const t = useTranslations('modules.overlays.subscribe');
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{t('heading')}</h2>
      <p className="mb-3 text-sm text-white/80">{t('text')}</p>
      <Button size="sm" aria-haspopup="dialog" onClick={() => openSiteModal('subscribe')}>
        {t('open')}
      </Button>
    </div>
  );
}
