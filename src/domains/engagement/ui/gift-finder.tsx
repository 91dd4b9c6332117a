'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Icon } from '@/components/ui/icon';
import { DialogCloseButton, DialogFrame } from '@/components/ui/dialog-frame';
import { productListPath, productPath } from '@/domains/catalog/lib/product-path';
import {
  resolveGiftFinderStage,
  startGiftFinderWalk,
  stepGiftFinderWalk,
  type GiftFinderWalk,
  type GiftFinderWalkAction,
} from '@/domains/engagement/lib/gift-finder-walk';
import { giftFinderResultSchema, type GiftFinderResult } from '@/domains/engagement/schemas';
import { requestApi } from '@/lib/api-client';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { useGiftOccasionStore } from '@/stores/gift-occasion-store';
import { useQuizStore } from '@/stores/quiz-store';

type Load = { url: string; status: 'ready'; result: GiftFinderResult } | { url: string; status: 'error' };
type Screen = { walk: GiftFinderWalk; result: GiftFinderResult };

const optionClassName =
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-black/15 bg-white px-4 py-2 text-left font-semibold hover:border-brand hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

function getStepUrl(walk: GiftFinderWalk, locale: string): string {
  const query = new URLSearchParams({ tags: walk.tags.join(','), locale });
  if (walk.budget) query.set('budget', walk.budget);
  return `/api/gift-finder?${query.toString()}`;
}

/**
 * The step's answer for the current walk. While the next answer loads, the last screen stays up
 * (marked busy) instead of flashing a loading text between two questions.
 */
function useGiftFinderScreen(walk: GiftFinderWalk): { screen: Screen | null; status: 'loading' | 'ready' | 'error' } {
  const url = getStepUrl(walk, useLocale());
  const [load, setLoad] = useState<Load | null>(null);
  const [lastScreen, setLastScreen] = useState<Screen | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    requestApi(url, giftFinderResultSchema, { signal: controller.signal })
      .then((result) => setLoad({ url, status: 'ready', result }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Gift Finder step failed', error);
        setLoad({ url, status: 'error' });
      });
    return () => controller.abort();
  }, [url]);
  const current = load?.url === url ? load : null;
  const result = current?.status === 'ready' ? current.result : null;
  if (result && (lastScreen?.walk !== walk || lastScreen.result !== result)) setLastScreen({ walk, result });
  return { screen: result ? { walk, result } : lastScreen, status: current?.status ?? 'loading' };
}

/** The quiz itself; mounted only while the modal is open, so every opening starts fresh. */
function GiftFinderSteps() {
  const locale = useLocale();
  const t = useTranslations('form.giftFinder');
  const close = useQuizStore((state) => state.close);
  // A quiz opened from a recipient tile starts with that answer (SPEC §4: the start tag).
  const [walk, dispatch] = useReducer(stepGiftFinderWalk, useQuizStore.getState().selectedTags, startGiftFinderWalk);
  const { screen, status } = useGiftFinderScreen(walk);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const busy = status === 'loading' || screen?.walk !== walk;
  const result = screen?.result ?? null;
  const stage = screen ? resolveGiftFinderStage(screen.walk.stage, screen.result) : null;
  const chosen = result?.chosen ?? [];
  const lastInterest = chosen.findLast((tag) => tag.question === 'interest');
  const readyKey = busy || !stage ? null : `${stage}:${walk.tags.join(',')}:${walk.budget ?? ''}`;

  useEffect(() => {
    // The quiz's SPEC state mirrors the walk: the chosen tags, the last one current.
    const { selectedTags, toggleTag, setCurrentTag } = useQuizStore.getState();
    for (const tag of selectedTags) if (!walk.tags.includes(tag)) toggleTag(tag);
    for (const tag of walk.tags) if (!selectedTags.includes(tag)) toggleTag(tag);
    setCurrentTag(walk.tags.at(-1) ?? null);
  }, [walk.tags]);

  const chosenOccasion = chosen.find((tag) => tag.question === 'occasion')?.slug;
  useEffect(() => {
    // The gift page and /order start in the card design that suits the occasion (issue 27).
    if (chosenOccasion) useGiftOccasionStore.getState().setOccasion(chosenOccasion);
  }, [chosenOccasion]);

  useEffect(() => {
    // Screen readers hear each new question once it is on screen; keyboard users continue from it.
    if (readyKey) headingRef.current?.focus();
  }, [readyKey]);

  function act(action: GiftFinderWalkAction): void {
    // Answers on a screen that is being replaced would apply to the wrong step.
    if (!busy || action.type === 'back' || action.type === 'start-over') dispatch(action);
  }

  let question: string;
  if (!result || !stage) question = t('results.loadingTitle');
  else if (stage === 'recipient') question = t('questions.recipient');
  else if (stage === 'occasion') question = t('questions.occasion');
  else if (stage === 'interest') question = lastInterest ? t('questions.narrow', { name: lastInterest.name }) : t('questions.interest');
  else if (stage === 'budget') question = t('questions.budget');
  else question = t('results.title', { count: result.total });

  const tagOptions = !result ? [] : stage === 'recipient' ? result.recipients : stage === 'occasion' ? result.occasions : result.options;
  const canGoBack = walk.history.length > 0;
  const seeAllHref = lastInterest ? { pathname: productListPath('GIFT_VOUCHER'), query: { category: lastInterest.slug } } : productListPath('GIFT_VOUCHER');

  return (
    <div className="flex flex-col gap-4" aria-busy={busy}>
      {chosen.length > 0 ? (
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">{t('chosen')}</span> {chosen.map((tag) => tag.name).join(' › ')}
        </p>
      ) : null}
      <h3 ref={headingRef} tabIndex={-1} id="gift-finder-question" className="text-lg font-bold focus:outline-none">
        {question}
      </h3>
      <p role="status" className="-mt-2 text-sm text-muted">
        {/* Before the first answer the heading already says the quiz is loading. */}
        {status === 'loading' && result ? t('loading') : null}
        {status === 'ready' && result && stage !== 'results' ? t('matching', { count: result.total }) : null}
        {status === 'ready' && result && stage === 'results' && result.total > result.gifts.length
          ? t('results.showing', { shown: result.gifts.length })
          : null}
      </p>
      {status === 'error' ? (
        <p role="alert" className="text-brand-dark">
          {t('failed')}
        </p>
      ) : null}

      {result && (stage === 'recipient' || stage === 'occasion' || stage === 'interest') ? (
        <ul aria-labelledby="gift-finder-question" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {tagOptions.map((option) => (
            <li key={option.id}>
              <button type="button" className={optionClassName} onClick={() => act({ type: 'choose-tag', question: stage, tagId: option.id })}>
                <span>{option.name}</span>
                <span className="text-sm font-normal text-muted">{t('giftCount', { count: option.giftCount })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {result && stage === 'budget' ? (
        <ul aria-labelledby="gift-finder-question" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {result.budgets.map((option) => (
            <li key={option.key}>
              <button type="button" className={optionClassName} onClick={() => act({ type: 'choose-budget', budget: option.key })}>
                <span>{t(`budgets.${option.key}`)}</span>
                <span className="text-sm font-normal text-muted">{t('giftCount', { count: option.giftCount })}</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={optionClassName} onClick={() => act({ type: 'choose-budget', budget: null })}>
              <span>{t('budgets.any')}</span>
              <span className="text-sm font-normal text-muted">{t('giftCount', { count: result.total })}</span>
            </button>
          </li>
        </ul>
      ) : null}

      {result && stage === 'results' ? (
        result.gifts.length > 0 ? (
          <ul aria-labelledby="gift-finder-question" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {result.gifts.map((gift) => (
              <li key={gift.id} className="flex gap-3 rounded-lg border border-black/10 p-2">
                <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-brand-light">
                  {gift.image ? <Image src={gift.image.url} alt="" fill sizes="80px" className="object-cover" /> : null}
                </div>
                <div className="flex min-w-0 flex-col gap-1">
                  <Link href={productPath({ kind: 'GIFT_VOUCHER', slug: gift.slug })} onClick={close} className="font-semibold leading-snug text-ink underline-offset-2 hover:text-brand hover:underline">
                    {gift.title}
                  </Link>
                  <p className="text-sm font-semibold text-brand-dark">{formatMoney(gift.priceCents, locale)}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('results.empty')}</p>
        )
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-black/10 pt-4">
        <div className="flex gap-2">
          {canGoBack ? (
            <Button variant="ghost" onClick={() => act({ type: 'back' })}>
              <Icon name="chevron-left" size={18} />
              {t('back')}
            </Button>
          ) : null}
          {canGoBack ? (
            <Button variant="secondary" onClick={() => act({ type: 'start-over' })}>
              {t('startOver')}
            </Button>
          ) : null}
        </div>
        {stage === 'recipient' || stage === 'occasion' || (stage === 'interest' && !lastInterest) ? (
          <Button variant="link" onClick={() => act({ type: 'skip', stage })}>
            {t('skip')}
          </Button>
        ) : null}
        {stage === 'interest' && lastInterest ? (
          <Button variant="link" onClick={() => act({ type: 'skip', stage })}>
            {t('skipToBudget')}
          </Button>
        ) : null}
        {stage === 'results' ? (
          <Link href={seeAllHref} onClick={close} className={getButtonClassName('link', 'md')}>
            {lastInterest ? t('results.seeAllIn', { name: lastInterest.name }) : t('results.seeAll')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** SPEC §2 Gift Finder quiz, driven by the quiz store (which also marks the body modal-open). */
export function GiftFinderModal() {
  const t = useTranslations('form.giftFinder');
  const tUi = useTranslations('modules.ui');
  const isOpen = useQuizStore((state) => state.isOpen);
  const close = useQuizStore((state) => state.close);
  return (
    <DialogFrame
      open={isOpen}
      onClose={close}
      layer="z-50"
      overlayTestId="gift-finder-overlay"
      className="fixed top-1/2 left-1/2 flex max-h-dvh w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
    >
      <div className="flex items-center gap-3 pe-8">
        <Icon name="gift" size={28} className="shrink-0 text-brand" />
        <Dialog.Title className="text-xl font-bold">{t('title')}</Dialog.Title>
      </div>
      <Dialog.Description className="text-muted">{t('intro')}</Dialog.Description>
      <GiftFinderSteps />
      <DialogCloseButton label={tUi('close')} className="absolute top-4 right-4 rounded p-1 text-ink hover:bg-black/5" />
    </DialogFrame>
  );
}
