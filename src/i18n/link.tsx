'use client';

import type { ComponentProps } from 'react';
import { prefetchOnIntent } from '@/lib/intent-prefetch';
import { LocaleLink, useRouter } from './locale-navigation';

/**
 * The storefront's link: next-intl's, which prefetches its page when the visitor shows intent
 * (src/lib/intent-prefetch.ts) instead of when it scrolls into view. An explicit `prefetch` wins.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof LocaleLink>) {
  const router = useRouter();
  if (prefetch !== undefined && prefetch !== null) {
    return <LocaleLink prefetch={prefetch} onMouseEnter={onMouseEnter} onFocus={onFocus} onTouchStart={onTouchStart} {...props} />;
  }
  // The router takes a path or a path with its query (the link may also be given a full URL object).
  const { href, locale } = props;
  // The shop's query values are strings.
  const target = typeof href === 'string' ? href : href.pathname ? { pathname: href.pathname, query: href.query as Record<string, string> | undefined } : undefined;
  const intent = prefetchOnIntent({ onMouseEnter, onFocus, onTouchStart }, () => {
    if (target !== undefined) router.prefetch(target, { locale });
  });
  return <LocaleLink prefetch={false} {...intent} {...props} />;
}
