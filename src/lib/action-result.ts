/**
 * What every server action answers: the typed result forms read. Built on the server by
 * `runAction` (src/server/action-result.ts); every text in it is already translated.
 */
export type ActionFailure = {
  ok: false;
  /** An AppError code (src/server/errors.ts), e.g. `invalid_input` or `rate_limited`. */
  code: string;
  /** A sentence for the person, in their language. */
  message: string;
  /** Messages per field path; `root` for the form as a whole. */
  fieldErrors: Record<string, string[]>;
};

export type ActionResult<Data> = { ok: true; data: Data } | ActionFailure;

/** The form-level key of `fieldErrors` (react-hook-form's name for it). */
export const FORM_ERROR_KEY = 'root';
