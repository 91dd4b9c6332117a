'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { productPath } from '@/domains/catalog/lib/product-path';
import {
  SEARCH_MAX_LENGTH,
  isSearchableText,
  searchSuggestionsPath,
  readSearchSuggestions,
  type SearchSuggestion,
} from '@/domains/catalog/lib/search-suggestions';
import { getPathname, useRouter } from '@/i18n/navigation';
import { requestApi } from '@/lib/api-client';
import { answerOf } from '@/lib/plain-checks';
import { formatMoney } from '@/lib/money';

/**
 * Wait this long after the last keystroke before asking the server. Answers are cached per text
 * (`/api/search/{text}`), so the extra requests of a short wait are cheap (R7's 300 ms goal).
 */
const SEARCH_DEBOUNCE_MS = 150;

const suggestionsAnswer = answerOf('the search suggestions', readSearchSuggestions);

type Answer = { query: string; results: SearchSuggestion[] } | { query: string; failed: true };

/**
 * The header's search box: an ARIA 1.2 combobox with a listbox of suggestions that update as
 * the visitor types (debounced, stale requests aborted). Arrow keys move through the
 * suggestions, Enter opens the active one (or the results page), Escape closes the list, then
 * clears the box. Without JavaScript it is a GET form to /search.
 *
 * `layout` "inline" sits in the header row on wide screens; "bar" is a row of its own below it
 * on narrower screens, where the row has no room left.
 */
export function HeaderSearch({ layout }: { layout: 'inline' | 'bar' }) {
  const t = useTranslations('modules.search');
  const tCatalog = useTranslations('modules.catalog');
  const locale = useLocale();
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [isFocused, setIsFocused] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const requestRef = useRef<AbortController | null>(null);

  const text = query.trim().slice(0, SEARCH_MAX_LENGTH);
  const isSearchable = isSearchableText(text);
  const current = answer && answer.query === text ? answer : null;
  const results = current && 'results' in current ? current.results : [];
  const isLoading = isSearchable && current === null;
  const isOpen = isFocused && isSearchable && !isDismissed;
  const hasOptions = isOpen && results.length > 0;
  // The suggestions, then "See all results": one more option, so everything is reached with the
  // arrow keys while focus stays in the box (nothing in the popup is a Tab stop).
  const optionCount = results.length > 0 ? results.length + 1 : 0;

  useEffect(() => {
    if (!isSearchable) return;
    const timer = window.setTimeout(() => {
      requestRef.current?.abort();
      const controller = new AbortController();
      requestRef.current = controller;
      requestApi(searchSuggestionsPath(text, locale), suggestionsAnswer, { signal: controller.signal })
        .then(({ results: found }) => {
          setAnswer({ query: text, results: found });
          setActiveIndex(-1);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(error);
          setAnswer({ query: text, failed: true });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, isSearchable, locale]);

  useEffect(() => () => requestRef.current?.abort(), []);

  const resultsPagePath = (value: string) => `/search?${new URLSearchParams({ q: value })}`;

  function openSuggestion(suggestion: SearchSuggestion): void {
    setIsDismissed(true);
    setQuery('');
    router.push(productPath(suggestion));
  }

  function openResultsPage(): void {
    setIsDismissed(true);
    router.push(resultsPagePath(text));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const active = hasOptions ? results[activeIndex] : undefined;
    if (active) openSuggestion(active);
    else if (isSearchable) openResultsPage();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsDismissed(false);
        if (optionCount > 0) setActiveIndex((index) => (index + 1) % optionCount);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setIsDismissed(false);
        if (optionCount > 0) setActiveIndex((index) => (index <= 0 ? optionCount - 1 : index - 1));
        break;
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          setIsDismissed(true);
          setActiveIndex(-1);
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        break;
      default:
        break;
    }
  }

  const wrapperClasses = layout === 'inline' ? 'relative hidden min-w-0 flex-1 lg:block lg:max-w-md' : 'relative pb-3 lg:hidden';

  return (
    <div
      className={layout === 'bar' ? 'container-page lg:hidden' : 'contents'}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <div className={wrapperClasses}>
        <form role="search" method="get" action={getPathname({ locale, href: '/search' })} onSubmit={handleSubmit}>
          <label htmlFor={inputId} className="sr-only">
            {t('label')}
          </label>
          <div className="relative">
            {/* Phones: the Search button says it, and the placeholder needs the room (issue 8 #10). */}
            {layout === 'bar' && (
              <Icon name="search" size={18} className="pointer-events-none absolute left-4 top-1/2 hidden -translate-y-1/2 text-muted sm:block" />
            )}
            <input
              id={inputId}
              name="q"
              type="search"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={hasOptions}
              aria-controls={listboxId}
              aria-activedescendant={hasOptions && activeIndex >= 0 ? optionId(activeIndex) : undefined}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t('placeholder')}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setIsDismissed(false);
                setActiveIndex(-1);
              }}
              onFocus={() => setIsFocused(true)}
              onKeyDown={handleKeyDown}
              className={`h-11 w-full rounded-full border border-black/20 bg-white pl-4 ${layout === 'bar' ? 'pr-24 sm:pl-11' : 'pr-12'} text-base text-ink placeholder:text-muted focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 [&::-webkit-search-cancel-button]:hidden`}
            />
            {/* Beside the header's links the word leaves the field too little room ("Rechercher" in French): a magnifier. */}
            <button
              type="submit"
              className={`absolute right-1 top-1/2 inline-flex h-9 -translate-y-1/2 items-center justify-center rounded-full bg-brand-dark text-sm font-semibold text-white hover:bg-brand ${layout === 'bar' ? 'px-4' : 'w-9'}`}
            >
              {layout === 'bar' ? (
                t('submit')
              ) : (
                <>
                  <Icon name="search" size={18} />
                  <span className="sr-only">{t('submit')}</span>
                </>
              )}
            </button>
          </div>
        </form>

        <div
          className={`absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-xl border border-black/10 bg-white shadow-xl ${isOpen ? '' : 'hidden'}`}
        >
          <ul id={listboxId} role="listbox" aria-label={t('suggestions')} hidden={!hasOptions} className="max-h-[60vh] overflow-y-auto py-1">
            {results.map((result, index) => (
              <li
                key={`${result.kind}:${result.slug}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openSuggestion(result)}
                onMouseMove={() => setActiveIndex(index)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === activeIndex ? 'bg-brand-light' : ''}`}
              >
                <span className="relative block h-10 w-14 shrink-0 overflow-hidden rounded bg-brand-light">
                  {result.imageUrl && <Image src={result.imageUrl} alt="" fill sizes="56px" className="object-cover" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{result.title}</span>
                  <span className="block truncate text-sm text-muted">
                    {[tCatalog(`kind.${result.kind}`), result.city].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className="shrink-0 text-sm font-semibold text-brand-dark">
                  {result.kind === 'EXPERIENCE' ? tCatalog('fromPrice', { price: formatMoney(result.priceCents, locale) }) : formatMoney(result.priceCents, locale)}
                </span>
              </li>
            ))}
            {results.length > 0 && (
              <li
                id={optionId(results.length)}
                role="option"
                aria-selected={activeIndex === results.length}
                onMouseDown={(event) => event.preventDefault()}
                onClick={openResultsPage}
                onMouseMove={() => setActiveIndex(results.length)}
                className={`cursor-pointer border-t border-black/10 px-4 py-3 text-sm font-semibold text-brand-dark ${
                  activeIndex === results.length ? 'bg-brand-light' : ''
                }`}
              >
                {t('seeAll')}
              </li>
            )}
          </ul>
          {isLoading && results.length === 0 && <p className="px-4 py-3 text-sm text-muted">{t('searching')}</p>}
          {current && 'failed' in current && <p className="px-4 py-3 text-sm">{t('failed')}</p>}
          {current && 'results' in current && results.length === 0 && <p className="px-4 py-3 text-sm">{t('noResults', { query: text })}</p>}
        </div>
        <p role="status" className="sr-only">
          {isOpen && current && 'results' in current
            ? results.length > 0
              ? t('resultsAvailable', { count: results.length })
              : t('noResults', { query: text })
            : ''}
        </p>
      </div>
    </div>
  );
}
