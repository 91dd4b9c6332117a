import { createElement } from 'react';
import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type ToastInput = {
  type: ToastType;
  /** Shown bold; already translated by the caller. */
  title?: string;
  description?: string;
  /** Trusted-looking HTML from content or the cart; always sanitized before rendering. */
  html?: string;
  /** One button in the toast, e.g. "View cart". */
  action?: { label: string; onClick: () => void };
};

export type ProductToastInput = Omit<ToastInput, 'type'> & { type?: ToastType };

/** SPEC §9: product toasts close after 2000 ms. */
export const PRODUCT_TOAST_DURATION_MS = 2000;

// Ids of toasts that should vanish when the user moves to another page; product toasts stay.
const navigationScopedToastIds = new Set<string | number>();

let lastToastId = 0;

type Sonner = typeof SonnerModule;
let sonner: Promise<Sonner> | null = null;
const firstToastListeners = new Set<() => void>();

/**
 * sonner (≈10.6 kB gzipped) loads with the first toast, not with every page (docs/performance.md,
 * R4). Every call goes through this one promise, so a toast and its dismissal run in call order.
 */
function loadSonner(): Promise<Sonner> {
  if (sonner) return sonner;
  sonner = import('sonner');
  for (const listener of firstToastListeners) listener();
  return sonner;
}

/** For the Toaster, which mounts sonner's list once a toast was raised. */
export function subscribeToFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

export function wasToastRaised(): boolean {
  return sonner !== null;
}

function buildHtmlDescription(description: string | undefined, safeHtml: string): ReactNode {
  const html = createElement('div', { dangerouslySetInnerHTML: { __html: safeHtml } });
  if (description === undefined) return html;
  return createElement('div', null, createElement('p', null, description), html);
}

function showToast(type: ToastType, input: Omit<ToastInput, 'type'>, baseOptions: ExternalToast): string | number {
  // Sonner always renders the title slot; an empty one is hidden by the Toaster styles.
  const { html, action } = input;
  const options = action ? { ...baseOptions, action } : baseOptions;
  // The id is ours, so callers get it before sonner has loaded.
  const id = options.id ?? `toast-${++lastToastId}`;
  if (html === undefined) {
    void loadSonner().then(({ toast }) => toast[type](input.title ?? '', { ...options, id, description: input.description }));
    return id;
  }
  // The sanitizer (DOMPurify) loads with the first HTML toast, not with every page.
  void Promise.all([loadSonner(), import('@/lib/sanitize-html')]).then(([{ toast }, { sanitizeHtml }]) => {
    toast[type](input.title ?? '', { ...options, id, description: buildHtmlDescription(input.description, sanitizeHtml(html)) });
  });
  return id;
}

/** Notice toast (SPEC §8); cleared when the pathname changes. */
export function notify(input: ToastInput): string | number {
  const id = showToast(input.type, input, {
    onDismiss: (shown) => navigationScopedToastIds.delete(shown.id),
    onAutoClose: (shown) => navigationScopedToastIds.delete(shown.id),
  });
  navigationScopedToastIds.add(id);
  return id;
}

/** Product toast (cart, love list): 2000 ms, survives navigation, may hold sanitized HTML. */
export function notifyProduct(input: ProductToastInput): string | number {
  return showToast(input.type ?? 'success', input, { duration: PRODUCT_TOAST_DURATION_MS });
}

/** Call on pathname change: dismisses every toast except product toasts. */
export function clearNavigationToasts(): void {
  if (navigationScopedToastIds.size === 0) return;
  const ids = [...navigationScopedToastIds];
  navigationScopedToastIds.clear();
  void loadSonner().then(({ toast }) => {
    for (const id of ids) toast.dismiss(id);
  });
}
