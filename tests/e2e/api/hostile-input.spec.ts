import { globSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { e2eBaseUrl } from '../support/ports';
import { listServerActions, signInCustomerOverHttp } from '../support/server-actions';
import { addStaffMember, demoCustomer } from '../support/staff-session';

/**
 * The fuzzing of issue 24 §3 and §4, as a suite: every kind of hostile input that once made the
 * production server answer 5xx, sent to every route handler and every server action there is (read
 * from src/app and the build's manifest, so a new route or action is covered without a change
 * here). Each answers a 4xx. Whether the server logged an unhandled error is not checked here: the
 * webServer's output goes to the runner's console, which a spec cannot read.
 */
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RouteHandler = { path: string; method: Method; readsJson: boolean };

/** `src/app/api/admin/products/[id]/route.ts` → `/api/admin/products/x`, with its write handlers. */
function listRoutes(): { path: string; dynamicPath: ((segment: string) => string) | null; handlers: { method: Method; readsJson: boolean }[] }[] {
  return globSync('src/app/**/route.ts').map((file) => {
    const source = readFileSync(file, 'utf8');
    const segments = file
      .slice('src/app'.length, -'/route.ts'.length)
      .split('/')
      .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
    const firstDynamic = segments.findIndex((segment) => segment.startsWith('['));
    const build = (segment: string) => `/${segments.map((part, index) => (index === firstDynamic ? segment : part.startsWith('[') ? 'x' : part)).join('/')}`;
    // A handler reads JSON when its own code calls readJsonBody, or the code before the first handler (a helper they share) does.
    const exports = [...source.matchAll(/export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/g)];
    const sharedReadsJson = source.slice(0, exports[0]?.index).includes('readJsonBody(');
    const handlers = exports.flatMap((match, index) => {
      const method = match[1] as Method | 'GET';
      const readsJson = sharedReadsJson || source.slice(match.index, exports[index + 1]?.index).includes('readJsonBody(');
      return method === 'GET' ? [] : [{ method, readsJson }];
    });
    return { path: build('x'), dynamicPath: firstDynamic === -1 ? null : build, handlers };
  });
}

const routes = listRoutes();
const writeHandlers: RouteHandler[] = routes.flatMap(({ path, handlers }) => handlers.map((handler) => ({ path, ...handler })));
const jsonHandlers = writeHandlers.filter((handler) => handler.readsJson);

/** `[[[[…]]]]`, `depth` arrays deep. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

// Its own address, so the rate limits of sign-in and of the storefront's forms count this spec apart.
const client = { 'x-forwarded-for': '198.18.24.3' };

/** A hostile request and the statuses it may answer (never a 5xx). */
type Probe = { label: string; expected: number[]; send: () => Promise<APIResponse> };

/**
 * Sends the probes eight at a time (the server shares two cores with the runner) and lists every
 * answer with another status than expected, so one failure shows them all.
 */
async function expectAnswers(probes: Probe[]): Promise<void> {
  const wrong: { label: string; status: number; body: string }[] = [];
  for (let start = 0; start < probes.length; start += 8) {
    await Promise.all(
      probes.slice(start, start + 8).map(async ({ label, expected, send }) => {
        const response = await send();
        if (response.status() >= 500 || !expected.includes(response.status())) {
          wrong.push({ label, status: response.status(), body: (await response.text()).slice(0, 120) });
        }
      }),
    );
  }
  expect(wrong, `${wrong.length} of ${probes.length} requests answered another status than expected`).toEqual([]);
}

async function signInAsNewManager(request: APIRequestContext): Promise<Record<string, string>> {
  const manager = await addStaffMember(request, 'MANAGER');
  const response = await request.post('/api/admin/login', { headers: client, data: manager });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

test('the route list is read from src/app', () => {
  // 31 route handlers read a JSON body when issue 24 was filed: a glob that finds none is broken.
  expect(jsonHandlers.length).toBeGreaterThanOrEqual(31);
  expect(jsonHandlers).toContainEqual({ path: '/api/admin/login', method: 'POST', readsJson: true });
});

test('JSON nested 8,000 levels deep, text/plain and no Content-Type: every JSON handler answers 400 or 415, no write handler 5xx', async ({ request }) => {
  // A staff member of the spec's own: one of the handlers is the sign-out.
  // The customer's cookie for the love list, whose handlers read no body of a guest.
  const auth = { ...(await signInAsNewManager(request)), cookie: await signInCustomerOverHttp(demoCustomer) };
  const kinds = [
    { kind: 'deep JSON', contentType: 'application/json', status: 400 },
    { kind: 'text/plain', contentType: 'text/plain;charset=UTF-8', status: 415 },
    { kind: 'no Content-Type', contentType: null, status: 415 },
  ];
  // What a handler that reads no body may answer to one it ignores (with an id that does not exist).
  const ignoresBody = [200, 201, 204, 400, 401, 403, 404, 405, 409, 415];
  const probe = (handler: RouteHandler, { kind, contentType, status }: (typeof kinds)[number], headers: Record<string, string>): Probe => ({
    label: `${kind}: ${handler.method} ${handler.path}${headers.Authorization ? '' : ' signed out'}`,
    expected: handler.readsJson ? [status] : ignoresBody,
    send: () =>
      request.fetch(handler.path, {
        method: handler.method,
        headers: { ...client, ...headers, origin: e2eBaseUrl, ...(contentType ? { 'content-type': contentType } : {}) },
        data: Buffer.from(`{"a":${nestedArrays(8_000)}}`),
        maxRedirects: 0,
      }),
  });
  const isSignOut = (handler: RouteHandler) => handler.path.endsWith('/logout');
  await expectAnswers(
    kinds.flatMap((kind) => [
      ...writeHandlers.filter((handler) => !isSignOut(handler)).map((handler) => probe(handler, kind, auth)),
      // Sign-in reads its body before anyone is signed in.
      probe({ path: '/api/admin/login', method: 'POST', readsJson: true }, kind, {}),
    ]),
  );
  // The sign-out last, as it ends the session the others used.
  await expectAnswers(writeHandlers.filter(isSignOut).map((handler) => probe(handler, kinds[0]!, auth)));
});

test('a malformed UTF-8 escape in any dynamic segment of a route answers 400', async ({ request }) => {
  const dynamicRoutes = routes.filter((route) => route.dynamicPath !== null);
  expect(dynamicRoutes.length).toBeGreaterThan(10);
  await expectAnswers(
    dynamicRoutes.flatMap((route) =>
      ['%ED%A0%80', '%C0%AE%C0%AE'].map((escape) => {
        const path = route.dynamicPath!(escape);
        return { label: `GET ${path}`, expected: [400], send: () => request.get(path, { headers: client, maxRedirects: 0 }) };
      }),
    ),
  );
});

test('a NUL in a page address or query answers 400 or 404, a path through a file 404', async ({ request }) => {
  const paths = ['/blog/%00', '/gift/%00', '/booking/%00', '/%00', '/order-success?order=%00&key=%00', '/order/return?order=%00', '/gift?page=%00'];
  await expectAnswers([
    ...paths.map((path) => ({ label: `GET ${path}`, expected: [400, 404], send: () => request.get(path, { headers: client, maxRedirects: 0 }) })),
    { label: 'GET /uploads/demo/toronto.webp/x.png', expected: [404], send: () => request.get('/uploads/demo/toronto.webp/x.png', { headers: client }) },
  ]);
});

test('an Origin with the site host but another scheme is another site: 403 for routes and actions', async ({ request }) => {
  const otherScheme = e2eBaseUrl.replace(/^http:/, 'https:');
  const [action] = listServerActions();
  await expectAnswers([
    { label: 'PUT /api/love-list', expected: [403], send: () => request.put('/api/love-list', { headers: { ...client, origin: otherScheme }, data: { productIds: [] } }) },
    {
      label: `${action!.name} on ${action!.pagePath}`,
      expected: [403],
      send: () => request.post(action!.pagePath, { headers: { ...client, origin: otherScheme, 'next-action': action!.id, 'content-type': 'text/plain;charset=UTF-8' }, data: '[]' }),
    },
  ]);
});

const BOUNDARY = '----hostile-input';

/** A multipart body of these fields, closed unless `cut`. */
function multipart(fields: [string, string][], { cut = false } = {}): string {
  const parts = fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  return cut ? parts.slice(0, -2) : `${parts}--${BOUNDARY}--\r\n`;
}

/** Field `0` holds the arguments; `["$1"]` refers to field 1, which refers to field 2, … `length` fields down. */
function referenceChain(length: number): [string, string][] {
  const fields: [string, string][] = [[String(length), '[]']];
  for (let index = length - 1; index >= 0; index -= 1) fields.push([String(index), `["$${(index + 1).toString(16)}"]`]);
  return fields;
}

test('every server action answers 400 to a body it cannot read: not JSON, nested thousands deep, a cut-off multipart', async ({ request }) => {
  const actions = listServerActions();
  expect(actions.length).toBeGreaterThanOrEqual(21);
  const text = 'text/plain;charset=UTF-8';
  const form = `multipart/form-data; boundary=${BOUNDARY}`;
  const bodies: Record<string, { contentType: string; body: string }> = {
    'not JSON': { contentType: text, body: '[{' },
    empty: { contentType: text, body: '' },
    'not a list': { contentType: text, body: '"x"' },
    'arguments 5,000 deep': { contentType: text, body: `[${nestedArrays(5_000)}]` },
    'cut-off multipart': { contentType: form, body: multipart([['0', '["x"]']], { cut: true }) },
    'multipart arguments 5,000 deep': { contentType: form, body: multipart([['0', `[${nestedArrays(5_000)}]`]]) },
    'multipart references 3,000 deep': { contentType: form, body: multipart(referenceChain(3_000)) },
    'multipart not JSON': { contentType: form, body: multipart([['0', '[{']]) },
  };
  const post = (path: string, headers: Record<string, string>, body: string) => () =>
    request.post(path, { headers: { ...client, origin: e2eBaseUrl, accept: 'text/x-component', ...headers }, data: Buffer.from(body), maxRedirects: 0 });
  await expectAnswers([
    ...actions.flatMap((action) =>
      Object.entries(bodies).map(([kind, { contentType, body }]) => ({
        label: `${kind} to ${action.name}`,
        expected: [400],
        send: post(action.pagePath, { 'next-action': action.id, 'content-type': contentType }, body),
      })),
    ),
    // A form posted without JavaScript (no Next-Action header), cut off.
    { label: 'cut-off multipart form to /', expected: [400], send: post('/', { 'content-type': form }, multipart([['email', 'a@b.c']], { cut: true })) },
  ]);
});

test('a server action posted to an address the pages do not have: 403 from another origin, 4xx from ours', async ({ request }) => {
  const [action] = listServerActions();
  const post = (path: string, origin: string) => () =>
    request.post(path, { headers: { ...client, origin, 'next-action': action!.id, 'content-type': 'text/plain;charset=UTF-8' }, data: '[]', maxRedirects: 0 });
  await expectAnswers([
    ...['/account.x', '/_next/x', '/favicon.x'].flatMap((path) => [
      { label: `another origin: ${path}`, expected: [403], send: post(path, 'https://evil.example') },
      // Next runs an action posted to any address but a route's (it forwards it to a page that has it).
      { label: `our origin: ${path}`, expected: [200, 400, 404, 409], send: post(path, e2eBaseUrl) },
    ]),
    // A route handler runs no action: it answers the method.
    ...['/uploads/x', '/api/build-id'].flatMap((path) => [
      { label: `another origin: ${path}`, expected: [403, 405], send: post(path, 'https://evil.example') },
      { label: `our origin: ${path}`, expected: [405], send: post(path, e2eBaseUrl) },
    ]),
  ]);
});
