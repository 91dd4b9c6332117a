import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { AppError, isAppError } from './errors';

const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** RFC 9457 problem details; `errors` carries field messages for forms. */
export function problemResponse(error: AppError): NextResponse {
  return NextResponse.json(
    {
      type: `about:blank#${error.code}`,
      title: error.code,
      status: error.status,
      detail: error.message,
      message: error.message,
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    },
    { status: error.status, headers: { 'Content-Type': PROBLEM_CONTENT_TYPE } },
  );
}

/** Maps anything a handler throws to a response a person can read; unknown errors are logged, never shown. */
export function errorResponse(error: unknown): NextResponse {
  if (isAppError(error)) return problemResponse(error);
  console.error(error);
  return problemResponse(new AppError('internal', 'Something went wrong on our side. Please try again.'));
}

export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError('invalid_input', 'Some fields need attention.', fieldErrorsOf(result.error));
  }
  return result.data;
}

export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError('invalid_input', 'The request body must be JSON.');
  }
}

/**
 * Cookie-authenticated writes must come from our own pages: a cross-site form or fetch
 * carries the cookie but not our Origin.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin === null) return; // non-browser clients (bearer tokens, server-to-server) send none
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!host || new URL(origin).host !== host) {
    throw new AppError('forbidden', 'This request must come from the shop itself.');
  }
}
