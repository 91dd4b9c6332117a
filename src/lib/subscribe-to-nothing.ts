/**
 * For `useSyncExternalStore` reading browser-only state that changes only by the page's own hand
 * (storage, the browser's time zone): the server snapshot renders first, the browser's after
 * hydration, without an effect that sets state.
 */
export const subscribeToNothing = () => () => {};
