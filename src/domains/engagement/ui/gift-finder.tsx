'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Icon } from '@/components/ui/icon';
import { DialogCloseButton, DialogFrame } from '@/components/ui/dialog-frame';
import { productListPath, productPath } from '@/domains/catalog/lib/product-path';
import { giftFinderResultSchema, type GiftFinderBudget, type GiftFinderResult } from '@/domains/engagement/schemas';
import { requestApi } from '@/lib/api-client';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { useQuizStore } from '@/stores/quiz-store';

type Stage = 'tags' | 'budget' | 'results';
type LoadState = { status: 'loading' } | { status: 'ready'; result: GiftFinderResult } | { status: 'error' };

const optionClassName =
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-black/15 bg-white px-4 py-2 text-left font-semibold hover:border-brand hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

function useGiftFinderStep(tagIds: string[], budget: GiftFinderBudget | null): LoadState {
  // Each answer remembers its URL, so a newer step shows as loading until its own answer arrives.
  const [answer, setAnswer] = useState<{ url: string; state: LoadState } | null>(null);
  const query = new URLSearchParams({ tags: tagIds.join(',') });
  if (budget) query.set('budget', budget);
  const url = `/api/gift-finder?${query.toString()}`;
  useEffect(() => {
    const controller = new AbortController();
    requestApi(url, giftFinderResultSchema, { signal: controller.signal })
      .then((result) => setAnswer({ url, state: { status: 'ready', result } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Gift Finder step failed', error);
        setAnswer({ url, state: { status: 'error' } });
      });
    return () => controller.abort();
  }, [url]);
  return answer?.url === url ? answer.state : { status: 'loading' };
}

/** The quiz itself; mounted only while the modal is open, so every opening starts fresh. */
function GiftFinderSteps() {
  const t = useTranslations('form.giftFinder');
  const selectedTags = useQuizStore((state) => state.selectedTags);
  const toggleTag = useQuizStore((state) => state.toggleTag);
  const setCurrentTag = useQuizStore((state) => state.setCurrentTag);
  const close = useQuizStore((state) => state.close);
  const [stage, setStage] = useState<Stage>('tags');
  const [budget, setBudget] = useState<GiftFinderBudget | null>(null);
  // Names of chosen tags, learnt from the options they were picked from.
  const [tagNames, setTagNames] = useState<Record<string, string>>({});
  const load = useGiftFinderStep(selectedTags, budget);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const result = load.status === 'ready' ? load.result : null;
  // A tag without children leads straight to the budget question.
  const reachedLeaf = stage === 'tags' && result !== null && result.options.length === 0;
  const shownStage: Stage = reachedLeaf ? 'budget' : stage;
  const lastTagId = selectedTags.at(-1);
  const lastTagName = lastTagId ? tagNames[lastTagId] : undefined;

  useEffect(() => {
    // Screen readers hear the new question; keyboard users continue from it.
    headingRef.current?.focus();
  }, [shownStage, lastTagId]);

  function chooseTag(id: string, name: string): void {
    setTagNames((names) => ({ ...names, [id]: name }));
    toggleTag(id);
    setCurrentTag(id);
  }

  function removeLastTag(): void {
    if (!lastTagId) return;
    toggleTag(lastTagId);
    setCurrentTag(selectedTags.at(-2) ?? null);
  }

  function goBack(): void {
    if (shownStage === 'results') setStage('budget');
    else if (shownStage === 'budget') {
      setBudget(null);
      if (reachedLeaf) removeLastTag();
      else setStage('tags');
    } else removeLastTag();
  }

  function startOver(): void {
    for (const tagId of [...selectedTags].reverse()) toggleTag(tagId);
    setCurrentTag(null);
    setBudget(null);
    setStage('tags');
  }

  const path = selectedTags.map((tagId) => tagNames[tagId]).filter(Boolean);

  let question: string;
  if (shownStage === 'tags') question = lastTagName ? t('questions.narrow', { name: lastTagName }) : t('questions.interest');
  else if (shownStage === 'budget') question = t('questions.budget');
  else question = result ? t('results.title', { count: result.total }) : t('results.loadingTitle');

  return (
    <div className="flex flex-col gap-4">
      {path.length > 0 ? (
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">{t('chosen')}</span> {path.join(' › ')}
        </p>
      ) : null}
      <h3 ref={headingRef} tabIndex={-1} id="gift-finder-question" className="text-lg font-bold focus:outline-none">
        {question}
      </h3>

      {load.status === 'loading' ? (
        <p role="status" className="text-muted">
          {t('loading')}
        </p>
      ) : null}
      {load.status === 'error' ? (
        <p role="alert" className="text-brand-dark">
          {t('failed')}
        </p>
      ) : null}

      {result && shownStage === 'tags' ? (
        <ul aria-labelledby="gift-finder-question" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {result.options.map((option) => (
            <li key={option.id}>
              <button type="button" className={optionClassName} onClick={() => chooseTag(option.id, option.name)}>
                <span>{option.name}</span>
                <span className="text-sm font-normal text-muted">{t('giftCount', { count: option.giftCount })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {result && shownStage === 'budget' ? (
        <ul aria-labelledby="gift-finder-question" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {result.budgets.map((option) => (
            <li key={option.key}>
              <button
                type="button"
                className={optionClassName}
                onClick={() => {
                  setBudget(option.key);
                  setStage('results');
                }}
              >
                <span>{t(`budgets.${option.key}`)}</span>
                <span className="text-sm font-normal text-muted">{t('giftCount', { count: option.giftCount })}</span>
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={optionClassName}
              onClick={() => {
                setBudget(null);
                setStage('results');
              }}
            >
              <span>{t('budgets.any')}</span>
            </button>
          </li>
        </ul>
      ) : null}

      {result && shownStage === 'results' ? (
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
                  <p className="text-sm font-semibold text-brand-dark">{formatMoney(gift.priceCents)}</p>
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
          {shownStage !== 'tags' || selectedTags.length > 0 ? (
            <Button variant="ghost" onClick={goBack}>
              <Icon name="chevron-left" size={18} />
              {t('back')}
            </Button>
          ) : null}
          {shownStage === 'results' ? (
            <Button variant="secondary" onClick={startOver}>
              {t('startOver')}
            </Button>
          ) : null}
        </div>
        {shownStage === 'tags' && selectedTags.length > 0 ? (
          <Button variant="link" onClick={() => setStage('budget')}>
            {t('skipToBudget')}
          </Button>
        ) : null}
        {shownStage === 'results' ? (
          <Link href={productListPath('GIFT_VOUCHER')} onClick={close} className={getButtonClassName('link', 'md')}>
            {t('results.seeAll')}
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
