/** The longest recipient name and message a voucher carries: its card and PDF are laid out for them. */
export const GIFT_RECIPIENT_NAME_MAX_LENGTH = 60;
export const GIFT_MESSAGE_MAX_LENGTH = 300;
