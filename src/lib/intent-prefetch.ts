import type { FocusEvent, MouseEvent, TouchEvent } from 'react';

type IntentHandlers = {
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
};

/**
 * A link's own handlers, each also prefetching its page: when the pointer comes over the link, the
 * keyboard focuses it or a finger touches it, the moments before a visitor follows it. Links are not
 * prefetched because they scrolled into view: the header, footer and product cards put dozens on every
 * page, and each page view cost the server a render per link (nine in ten of them never followed;
 * filtered lists, which render per request, the most).
 */
export function prefetchOnIntent(handlers: IntentHandlers, prefetch: () => void): Required<IntentHandlers> {
  return {
    onMouseEnter: (event) => {
      prefetch();
      handlers.onMouseEnter?.(event);
    },
    onFocus: (event) => {
      prefetch();
      handlers.onFocus?.(event);
    },
    onTouchStart: (event) => {
      prefetch();
      handlers.onTouchStart?.(event);
    },
  };
}
