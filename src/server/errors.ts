import 'server-only';

export const appErrorStatus = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  insufficient_balance: 422,
  certificate_already_activated: 409,
  internal: 500,
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;

/** The one error type services throw; surfaces map `code` to a status or a translated message. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(code: AppErrorCode, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return appErrorStatus[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
