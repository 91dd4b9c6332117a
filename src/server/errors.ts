import 'server-only';

export const appErrorStatus = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  // A JSON route sent something other than `application/json`.
  unsupported_media_type: 415,
  rate_limited: 429,
  insufficient_balance: 422,
  certificate_already_activated: 409,
  // A genuine certificate that staff voided or refunded: it cannot be activated any more.
  certificate_void: 410,
  // Checkout: a gift was unpublished or repriced since the buyer saw it; a coupon that does not
  // apply; a card the gateway declined (no money taken).
  cart_changed: 409,
  coupon_refused: 422,
  payment_declined: 402,
  // A card design the buyer chose was unpublished or deleted since they saw it, or never existed.
  design_unavailable: 409,
  // An experience's supplier said no: sold out, the party or price no longer accepted, too late to cancel.
  supplier_refused: 409,
  // The supplier's held price differs from the one the customer saw; nothing was charged.
  price_changed: 409,
  // Bookings: the departure filled up or closed meanwhile; a cancellation after the free window
  // or of a non-refundable experience; a checkout key reused for another booking.
  booking_unavailable: 409,
  booking_too_late: 422,
  booking_non_refundable: 422,
  idempotency_key_reused: 422,
  // Tags: a tag moved under itself or one of its descendants would cut its branch off the tree.
  tag_cycle: 422,
  // Group gifts: one that was sent or cancelled takes no more contributions; sending one nobody
  // contributed to yet.
  group_gift_closed: 409,
  nothing_collected: 422,
  // A save from a form loaded before someone else's save: reloading shows their changes.
  edit_conflict: 409,
  internal: 500,
  // The database or another service we depend on is down or overloaded: worth a retry, and
  // never a 401, which would sign staff out (SPEC §8).
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;

/** The one error type services throw; surfaces map `code` to a status or a translated message. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** Sent as Retry-After with 429 and 503 answers. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    fieldErrors?: Record<string, string[]>,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return appErrorStatus[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
