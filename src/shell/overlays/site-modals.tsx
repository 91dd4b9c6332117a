'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect } from 'react';
import type { ModalName } from '@/domains/content/schemas';
import { SUBSCRIBE_MODAL_WIDTH_PX } from '@/domains/engagement/lib/subscription';
import { rememberSubscribeModalShown } from '@/domains/engagement/ui/subscribe-snooze';
import { openDialog } from '@/stores/dialog-store';
import { useQuizStore } from '@/stores/quiz-store';
import { useSiteModalStore } from '@/stores/site-modal-store';

// The forms (and their validation code) load when their modal opens, not with every page.
const ContactForm = dynamic(() => import('@/domains/mail/ui/contact-form').then((module) => module.ContactForm));
const SubscribeForm = dynamic(() => import('@/domains/engagement/ui/subscribe-form').then((module) => module.SubscribeForm));

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
function useOpenSiteModal(): (name: ModalName) => void {
  const tUi = useTranslations('modules.ui');
  const tOverlays = useTranslations('modules.overlays');
  const tForm = useTranslations('form');
  const startQuiz = useQuizStore((state) => state.start);
  return useCallback(
    (name: ModalName) => {
      // Forms bring their own submit button; the footer row only offers a way out.
      const closeOnly = [{ label: tUi('close'), value: false, variant: 'ghost' as const }];
      switch (name) {
        case 'about-us':
          void openDialog({ title: tOverlays('aboutUs.title'), component: AboutUsContent });
          break;
        case 'how-it-works':
          void openDialog({ title: tOverlays('howItWorks.title'), component: HowItWorksContent });
          break;
        case 'contact-us':
          void openDialog({ title: tForm('contact.title'), component: ContactForm, buttons: closeOnly });
          break;
        case 'subscribe':
          rememberSubscribeModalShown();
          void openDialog({
            title: tForm('subscribe.title'),
            component: SubscribeForm,
            buttons: closeOnly,
            width: SUBSCRIBE_MODAL_WIDTH_PX,
          });
          break;
        case 'gift-finder':
          startQuiz(null);
          break;
      }
    },
    [startQuiz, tForm, tOverlays, tUi],
  );
}

/** Opens the modal asked for with `openSiteModal` (src/stores/site-modal-store.ts), at once. */
export function SiteModalHost() {
  const open = useOpenSiteModal();
  useEffect(
    () =>
      useSiteModalStore.subscribe((state, previous) => {
        if (state.request && state.request !== previous.request) open(state.request.name);
      }),
    [open],
  );
  return null;
}
