import { ApiRequestError, requestApi } from './api-client';

/** Where the back office sends staff whose session ended (SPEC §4). */
export const ADMIN_LOGIN_PATH = '/admin/login';

type ApiAnswerSchema<Output> = Parameters<typeof requestApi<Output>>[1];

/**
 * Calls the admin API from a back-office screen. Any 401 ends the session on this browser (the
 * cookie is cleared server-side, since it is httpOnly) and goes to the login page, SPEC §4 and §8;
 * other errors reach the screen as ApiRequestError with the server's sentence.
 */
export async function requestAdminApi<Output>(path: string, schema: ApiAnswerSchema<Output>, init: RequestInit = {}): Promise<Output> {
  try {
    return await requestApi(path, schema, init);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      await fetch('/api/admin/logout', { method: 'POST' }).catch(() => undefined);
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load drops every cached answer of the ended session
      window.location.assign(`${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    }
    throw error;
  }
}

/** A JSON body and method for `requestAdminApi`. */
export function adminJsonRequest(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body?: unknown): RequestInit {
  return { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}

/** SPEC §7 list answers: the page's rows under `data`, and how many match under `total`. */
export function adminListAnswerSchema<Row>(row: { parse: (data: unknown) => Row }): {
  parse: (data: unknown) => { data: Row[]; total: number; totalCapped: boolean };
} {
  return {
    parse(data: unknown) {
      if (typeof data !== 'object' || data === null || !('data' in data) || !Array.isArray(data.data) || !('total' in data) || typeof data.total !== 'number') {
        throw new TypeError('A list answer must have `data` (an array) and `total` (a number).');
      }
      // Lists that count only up to a cap say so (`totalCapped`); the others count every row.
      const totalCapped = 'totalCapped' in data && data.totalCapped === true;
      return { data: data.data.map((item: unknown) => row.parse(item)), total: data.total, totalCapped };
    },
  };
}
