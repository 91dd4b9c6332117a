import 'server-only';
import * as Sentry from '@sentry/nextjs';
import { NextResponse } from 'next/server';
import { isDatabaseUnavailableError } from './db';
import { readBodyWithin } from '@/lib/request-body';
import { isOriginAllowed, type WriteSenders } from '@/lib/request-origin';
import { AppError, isAppError } from './errors';
import { findUnstorableCharacter } from './parse-input';
import { getServerTranslator, type ServerLocale } from './server-messages';

const PROBLEM_CONTENT_TYPE = 'application/problem+json';


/** JSON bodies the shop accepts are small forms; anything bigger is a mistake or an attack. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** RFC 9457 problem details; `errors` carries field messages for forms. `detail`: the error's own sentence unless given. */
export function problemResponse(error: AppError, detail = error.message): NextResponse {
  const headers: Record<string, string> = { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Cache-Control': 'no-store' };
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(error.retryAfterSeconds);
  return NextResponse.json(
    {
      type: `about:blank#${error.code}`,
      title: error.code,
      status: error.status,
      detail,
      message: detail,
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    },
    { status: error.status, headers },
  );
}

/**
 * Turns anything thrown into an AppError a person can read. Unknown errors are logged and
 * reported, never shown; an unreachable database is a 503 worth retrying, never a 401.
 */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  Sentry.captureException(error);
  if (isDatabaseUnavailableError(error)) {
    console.error('[database unavailable]', error);
    return new AppError('unavailable', 'The shop is busy right now. Please try again in a moment.', undefined, {
      retryAfterSeconds: 5,
      cause: error,
    });
  }
  console.error(error);
  return new AppError('internal', 'Something went wrong on our side. Please try again.', undefined, { cause: error });
}

export function errorResponse(error: unknown): NextResponse {
  return problemResponse(toAppError(error));
}

/**
 * As errorResponse, for a client that shows the problem to a person in `locale`: the detail is
 * the shop-wide sentence for the error's code in that language (the one server actions answer).
 */
export function errorResponseIn(error: unknown, locale: ServerLocale): NextResponse {
  const appError = toAppError(error);
  return problemResponse(appError, getServerTranslator(locale)(`form.errors.${appError.code}`));
}

/** `application/json`, with or without parameters (`; charset=utf-8`), or a `+json` type. */
function isJsonContentType(value: string | null): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

/**
 * Reads a JSON body of at most `maxBytes`, measured as it arrives (Content-Length can lie). The
 * body must say it is JSON (415 otherwise, as docs/admin-api.md says): a `text/plain` POST is what
 * a cross-site form can send without asking, so no JSON route accepts one.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new AppError('unsupported_media_type', 'Send the body as JSON, with the header Content-Type: application/json.');
  }
  const tooLarge = () => new AppError('payload_too_large', `The request body must be under ${Math.floor(maxBytes / 1024)} kB.`);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  const body = await readBodyWithin(request, maxBytes);
  if (body === null) throw tooLarge();
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new AppError('invalid_input', 'The request body must be JSON.');
  }
}

export function assertAllowedOrigin(request: Request, rule: { sameOrigin: boolean; writeSenders: WriteSenders }): void {
  if (!isOriginAllowed(request, rule)) throw new AppError('forbidden', 'This request must come from the shop itself.');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSafeMethod(request: Request): boolean {
  return SAFE_METHODS.has(request.method);
}

/**
 * What every route handler shares, public or staff: origin rules, no NUL characters or lone surrogates in the
 * address (Next decodes `%00` into params and search parameters) and errors as problem+json.
 */
export function guardRouteRequest(
  request: Request,
  params: unknown,
  { sameOriginReads = false, writeSenders = 'our-pages' }: { sameOriginReads?: boolean; writeSenders?: WriteSenders } = {},
): void {
  assertAllowedOrigin(request, { sameOrigin: sameOriginReads || !isSafeMethod(request), writeSenders });
  guardRouteParams([params, ...new URL(request.url).searchParams].flat());
}

/** No NUL characters or lone surrogates in a route's params (Next decodes `%00` into them). */
export function guardRouteParams(params: unknown): void {
  if (findUnstorableCharacter(params)) throw new AppError('invalid_input', 'The address contains a character that is not allowed.');
}

/**
 * The `file` field of a multipart upload of at most `maxBytes` (plus room for the form's own
 * parts). The declared length is required and checked before anything is read.
 */
export async function readUploadedFile(request: Request, maxBytes: number): Promise<File> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!Number.isFinite(declared)) throw new AppError('invalid_input', 'Send the file as multipart/form-data with a Content-Length.');
  if (declared > maxBytes + 64 * 1024) throw new AppError('payload_too_large', `The file must be under ${Math.floor(maxBytes / 1024 / 1024)} MB.`);
  const form = await request.formData().catch(() => {
    throw new AppError('invalid_input', 'Send the file as multipart/form-data in a field named "file".');
  });
  const file = form.get('file');
  if (!(file instanceof File)) throw new AppError('invalid_input', 'Send the file in a field named "file".', { file: ['Choose a file to upload.'] });
  return file;
}
