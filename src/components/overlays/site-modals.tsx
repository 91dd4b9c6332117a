'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ModalName } from '@/domains/content/schemas';
import { openDialog } from '@/stores/dialog-store';

function AboutUsContent() {
  const t = useTranslations('modules.overlays.aboutUs');
  return <p className="leading-relaxed">{t('body')}</p>;
}

const howItWorksSteps = ['choose', 'send', 'activate', 'book'] as const;

function HowItWorksContent() {
  const t = useTranslations('modules.overlays.howItWorks.steps');
  return (
    <ol className="list-decimal space-y-2 pl-5 leading-relaxed">
      {howItWorksSteps.map((step) => (
        <li key={step}>{t(step)}</li>
      ))}
    </ol>
  );
}

/** Opens one of the SPEC §2 named modals; content and footer links refer to them by name. */
export function useOpenSiteModal(): (name: ModalName) => void {
  const t = useTranslations('modules.overlays');
  return useCallback(
    (name: ModalName) => {
      switch (name) {
        case 'about-us':
          void openDialog({ title: t('aboutUs.title'), component: AboutUsContent });
          break;
        case 'how-it-works':
          void openDialog({ title: t('howItWorks.title'), component: HowItWorksContent });
          break;
      }
    },
    [t],
  );
}
