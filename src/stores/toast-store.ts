import { sanitizeHtml } from '@/lib/sanitize-html';
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
};

export type ProductToastInput = Omit<ToastInput, 'type'> & { type?: ToastType };

/** SPEC §9: product toasts close after 2000 ms. */
export const PRODUCT_TOAST_DURATION_MS = 2000;

// Ids of toasts that should vanish when the user moves to another page; product toasts stay.
const navigationScopedToastIds = new Set<string | number>();


function buildDescription(input: Omit<ToastInput, 'type'>): ReactNode {
  if (input.html === undefined) return input.description;
  const html = createElement('div', { dangerouslySetInnerHTML: { __html: sanitizeHtml(input.html) } });
  if (input.description === undefined) return html;
  return createElement('div', null, createElement('p', null, input.description), html);
}

function showToast(type: ToastType, input: Omit<ToastInput, 'type'>, options: ExternalToast): string | number {
  // Sonner always renders the title slot; an empty one is hidden by the Toaster styles.
  return toast[type](input.title ?? '', { ...options, description: buildDescription(input) });
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
