import { createServer, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { fakeSentryPort } from '../support/ports';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      resolve((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
    });
  });
}

test('an unhandled server error reaches the configured Sentry DSN', async ({ request }) => {
  const envelopes: string[] = [];
  let announce: () => void = () => {};
  const received = new Promise<void>((resolve) => (announce = resolve));
  const fakeSentry = createServer(async (incoming, response) => {
    const body = await readBody(incoming);
    envelopes.push(body);
    if (body.includes('Crash test route: deliberate unhandled error')) announce();
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => fakeSentry.listen(fakeSentryPort, '127.0.0.1', resolve));
  try {
    const response = await request.get('/api/test/crash');
    expect(response.status()).toBe(500);
    expect(await response.text()).not.toContain('deliberate unhandled error');
    await expect(received).resolves.toBeUndefined();
    expect(envelopes.some((envelope) => envelope.includes('"type":"event"'))).toBe(true);
  } finally {
    fakeSentry.close();
  }
});
