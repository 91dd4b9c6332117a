/** The footer's `click`/`open-chat` link dispatches this on window (see content-link.tsx). */
export const CUSTOMER_CHAT_OPEN_EVENT = 'customer-chat:open';
