import { createElement } from 'react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
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

function buildHtmlDescription(description: string | undefined, safeHtml: string): ReactNode {
  const html = createElement('div', { dangerouslySetInnerHTML: { __html: safeHtml } });
  if (description === undefined) return html;
  return createElement('div', null, createElement('p', null, description), html);
}

function showToast(type: ToastType, input: Omit<ToastInput, 'type'>, baseOptions: ExternalToast): string | number {
  // Sonner always renders the title slot; an empty one is hidden by the Toaster styles.
  const { html, action } = input;
  const options = action ? { ...baseOptions, action } : baseOptions;
  if (html === undefined) return toast[type](input.title ?? '', { ...options, description: input.description });
  // The sanitizer (DOMPurify) loads with the first HTML toast, not with every page; the id is
  // ours so callers get it at once.
  const id = options.id ?? `html-toast-${++lastToastId}`;
  void import('@/lib/sanitize-html').then(({ sanitizeHtml }) => {
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
  for (const id of navigationScopedToastIds) toast.dismiss(id);
  navigationScopedToastIds.clear();
}
