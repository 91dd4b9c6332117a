import { readFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { e2eBaseUrl } from './ports';

/**
 * Calls the production build's server actions over HTTP, as the browser's React runtime does
 * (`Next-Action` header, the arguments as a JSON array), so api specs can reach every action with
 * any input. Action ids are in the build's manifest, with the pages that import each action.
 */
type ManifestEntry = { workers: Record<string, unknown>; exportedName?: string; filename?: string };

type ServerAction = { id: string; name: string; file: string; pagePath: string };

/** `app/(storefront)/[locale]/(default)/voucher/activation/page` → `/voucher/activation`; another dynamic segment becomes `x`. */
function toPagePath(worker: string): string | null {
  if (!worker.startsWith('app/') || !worker.endsWith('/page')) return null;
  const segments = worker
    .slice('app/'.length, -'/page'.length)
    .split('/')
    .filter((segment) => segment !== '[locale]' && !/^\(.*\)$/.test(segment))
    .map((segment) => (segment.startsWith('[') ? 'x' : segment));
  return `/${segments.join('/')}`;
}

/** Every server action of the build, with a page that imports it. */
export function listServerActions(): ServerAction[] {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as { node: Record<string, ManifestEntry> };
  return Object.entries(manifest.node).flatMap(([id, entry]) => {
    const pagePath = Object.keys(entry.workers)
      .map(toPagePath)
      .filter((path): path is string => path !== null)
      .sort((a, b) => a.split('/x').length - b.split('/x').length || a.length - b.length)[0];
    return pagePath && entry.exportedName ? [{ id, name: entry.exportedName, file: entry.filename ?? '', pagePath }] : [];
  });
}

export function findServerAction(name: string): ServerAction {
  const action = listServerActions().find((candidate) => candidate.name === name);
  if (!action) throw new Error(`No server action named ${name} in the build's manifest`);
  return action;
}

/** Posts one call of the action with `args` (anything JSON can carry), from the shop's own origin unless told otherwise. */
export function callServerAction(
  request: APIRequestContext,
  action: ServerAction,
  args: unknown[] | string,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  return request.post(action.pagePath, {
    headers: { 'next-action': action.id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', origin: e2eBaseUrl, ...headers },
    data: typeof args === 'string' ? args : JSON.stringify(args),
    maxRedirects: 0,
  });
}

/** The action's answer (an ActionResult) from the RSC stream of its response. */
export async function readActionResult(response: APIResponse): Promise<{ ok: boolean; code?: string } | null> {
  for (const line of (await response.text()).split('\n')) {
    const payload = line.slice(line.indexOf(':') + 1);
    if (!payload.startsWith('{')) continue;
    const parsed = JSON.parse(payload) as { ok?: unknown; code?: string };
    if (typeof parsed.ok === 'boolean') return { ok: parsed.ok, code: parsed.code };
  }
  return null;
}

/**
 * Signs a customer in through the login action, as the login form does, and answers their session
 * as a `Cookie` header value. Plain fetch: no cookie jar keeps it for the caller's other requests.
 */
export async function signInCustomerOverHttp(account: { email: string; password: string }, baseUrl = e2eBaseUrl): Promise<string> {
  const action = findServerAction('loginAction');
  const response = await fetch(`${baseUrl}${action.pagePath}`, {
    method: 'POST',
    headers: { 'next-action': action.id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', origin: baseUrl },
    body: JSON.stringify([account]),
    redirect: 'manual',
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('customer_session='));
  if (!session) throw new Error(`Signing in ${account.email} set no session cookie (HTTP ${response.status})`);
  return session.split(';')[0] ?? session;
}
