'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { useQuizStore } from '@/stores/quiz-store';
import type { GiftFinderOption } from '../schemas';

/**
 * The Gift Finder's first question on the home page: each answer opens the quiz at the next
 * question with that answer chosen. The quiz's own code loads only then, so the page stays light.
 */
export function GiftFinderTiles({ recipients, labelledBy }: { recipients: GiftFinderOption[]; labelledBy: string }) {
  const t = useTranslations('form.giftFinder');
  const startQuiz = useQuizStore((state) => state.start);
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {recipients.map((recipient) => (
        <li key={recipient.id} className="flex">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => startQuiz(recipient.id)}
            className="group flex min-h-24 w-full flex-col items-start justify-between gap-2 rounded-xl border border-black/10 bg-white p-4 text-left shadow-sm transition hover:border-brand hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <span className="text-lg font-bold leading-tight">{recipient.name}</span>
            <span className="flex w-full items-center justify-between gap-2 text-sm text-muted">
              {t('giftCount', { count: recipient.giftCount })}
              <Icon name="arrow-right" size={18} className="shrink-0 text-brand transition group-hover:translate-x-0.5" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
