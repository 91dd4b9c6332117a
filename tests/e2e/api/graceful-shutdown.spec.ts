import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { actionHeaders, giftCheckout, parseActionAnswer, pause, ProductionServer, querySql, readAction, signInStaffAndFindGift, usesPostgres } from '../support/production-server';
import { demoStaff } from '../support/staff-session';

/**
 * Issue 24 §5, graceful shutdown (docs/adr/0022): SIGTERM to a production server (`npm start`'s
 * launcher, Next.js and, on the embedded database, PGlite) while 20 checkouts are in flight. Every
 * checkout is answered (no connection reset), the launcher exits 0, a new connection is refused
 * meanwhile, each request wrote its JSON line with its id (an error line too), and after a restart the orders' e-mails
 * (jobs enqueued by those checkouts) are all sent: no job was lost.
 */
const CHECKOUTS = 20;

type Answer = { status: number; body: string; requestId: string | undefined; at: number } | { error: string; at: number };

/** One POST on its own connection; `written` resolves once the whole request has left. */
function postCheckout(baseUrl: string, action: { id: string; page: string }, input: unknown, requestId: string): { written: Promise<void>; answer: Promise<Answer> } {
  const request = http.request(`${baseUrl}${action.page}`, { method: 'POST', agent: false, headers: { ...actionHeaders(baseUrl, action), 'x-request-id': requestId } });
  const written = new Promise<void>((resolve) => request.on('finish', resolve));
  const answer = new Promise<Answer>((resolve) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, requestId: response.headers['x-request-id'] as string | undefined, at: Date.now() }));
      response.on('error', (error) => resolve({ error: error.message, at: Date.now() }));
    });
    request.on('error', (error) => resolve({ error: error.message, at: Date.now() }));
  });
  request.end(JSON.stringify([input]));
  return { written, answer };
}

/** A request on a new connection (fetch could reuse a kept-alive one, which is still answered, with Connection: close). */
function tryNewConnection(baseUrl: string): Promise<string> {
  return new Promise<string>((resolve) => {
    http.get(`${baseUrl}/api/health/live`, { agent: false }, (response) => resolve(`answered ${response.statusCode}`)).on('error', (error) => resolve(`refused: ${error.message}`));
  });
}

test('SIGTERM during 20 checkouts: every one is answered, the server exits 0, and no job is lost', async () => {
  test.setTimeout(180_000);
  const server = await ProductionServer.create('shutdown');
  const { baseUrl } = server;
  // The debug line each request writes on arrival says when all 20 are in flight.
  server.env.LOG_LEVEL = 'debug';
  server.env.ENABLE_CRASH_TEST_ROUTE = '1';
  try {
    await server.start();
    const { gift } = await signInStaffAndFindGift(baseUrl, demoStaff);
    const placeOrderAction = readAction('placeOrderAction', '/order');
    const crash = await fetch(`${baseUrl}/api/test/crash`, { headers: { 'x-request-id': 'shutdown-test-crash' } });
    expect(crash.status).toBe(500);
    const buyerEmail = `shutdown-${randomUUID()}@example.com`;
    const keys = Array.from({ length: CHECKOUTS }, () => randomUUID());

    const calls = keys.map((key, index) => postCheckout(baseUrl, placeOrderAction, giftCheckout(gift, key, buyerEmail), `shutdown-test-${index}`));
    await Promise.all(calls.map((call) => call.written));
    // In flight: the server has read every request (its debug line), and they take turns at the database.
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await pause(20)) {
      if (keys.every((_, index) => server.output.includes(`"requestId":"shutdown-test-${index}","method":"POST","path":"/order","msg":"request started"`))) break;
    }
    const signalledAt = Date.now();
    const exited = server.terminate();
    // While the checkouts finish, a new connection is refused: asked until it is (the signal reaches
    // Next through the launcher, which on a busy machine takes more than a moment), at most 5 s.
    let refused = '';
    for (const deadline = Date.now() + 5_000; !refused.startsWith('refused') && Date.now() < deadline; await pause(50)) {
      refused = await tryNewConnection(baseUrl);
    }
    const answers = await Promise.all(calls.map((call) => call.answer));
    const exitCode = await exited;

    for (const [index, answer] of answers.entries()) {
      expect(answer, `checkout ${index}`).toMatchObject({ status: 200, requestId: `shutdown-test-${index}` });
      if ('body' in answer) expect(parseActionAnswer(answer.body), `checkout ${index}`).toMatchObject({ ok: true });
    }
    // Otherwise the test proved nothing: the signal must have come while checkouts were running.
    expect(answers.filter((answer) => answer.at > signalledAt).length).toBeGreaterThan(0);
    expect(refused).toMatch(/^refused: .*(ECONNREFUSED|ECONNRESET)/);
    expect(exitCode).toBe(0);

    // The log: a JSON line per request with its id, path, status and user kind; the shutdown's own lines.
    const lines = server.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (let index = 0; index < CHECKOUTS; index += 1) {
      expect(lines.find((line) => line.msg === 'request' && line.requestId === `shutdown-test-${index}`)).toMatchObject({ method: 'POST', path: '/order', status: 200, userKind: 'guest' });
    }
    const done = lines.find((line) => line.msg === 'shutdown: done');
    expect(done).toMatchObject({ code: 0 });
    // An unhandled error is logged with the id of the request it broke.
    expect(lines.find((line) => line.level === 'error' && line.requestId === 'shutdown-test-crash')).toMatchObject({ err: { message: 'Crash test route: deliberate unhandled error' } });
    expect(server.output).not.toContain('4242424242424242');

    // After a restart every order is complete and each of its e-mails (a pg-boss job each) goes out.
    await server.start();
    const databaseUrl = server.readDatabaseUrl();
    const orders = await querySql<{ status: string }>(databaseUrl, 'SELECT status FROM "Order" WHERE "idempotencyKey" = ANY($1)', [keys]);
    expect(orders.map((order) => order.status)).toEqual(Array.from({ length: CHECKOUTS }, () => 'FULFILLED'));
    let emails: { status: string }[] = [];
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await pause(500)) {
      emails = await querySql<{ status: string }>(databaseUrl, 'SELECT status FROM "OutboxEmail" WHERE "to" = $1', [buyerEmail]);
      if (emails.length >= CHECKOUTS && emails.every((email) => email.status === 'SENT')) break;
    }
    expect(emails.length).toBeGreaterThanOrEqual(CHECKOUTS);
    expect(emails.filter((email) => email.status !== 'SENT')).toEqual([]);
    console.log(
      `graceful shutdown (${usesPostgres ? 'PostgreSQL' : 'embedded database'}): ${answers.filter((answer) => answer.at > signalledAt).length} of ${CHECKOUTS} checkouts answered after SIGTERM, exit ${exitCode} after ${String(done?.durationMs)} ms, ${emails.length} e-mails sent after the restart`,
    );
  } finally {
    await server.dispose();
  }
});
