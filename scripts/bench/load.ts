import { request, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import autocannon from 'autocannon';

export const CONNECTIONS = 16;

export interface CapturedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** Responses that completed in the run. */
  requests: number;
}

/** One GET with no extra headers but `headers` (a session's cookie), as autocannon sends it (so no compression either). */
export function captureResponse(url: string, headers: Record<string, string> = {}): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The page's `<title>`, which every response under load must carry (bodies may differ in ids). */
export function readTitle(body: Buffer | string): string {
  const title = body.toString().match(/<title>[^<]*<\/title>/)?.[0];
  if (!title) throw new Error('The page has no <title>');
  return title;
}

function readPercentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

export function readMedian(values: number[]): number {
  return readPercentile([...values].sort((a, b) => a - b), 0.5);
}

/**
 * Runs autocannon (16 connections unless told) for `seconds` and fails unless every response was a 200
 * whose body passed `verify`. Latency percentiles come from every response's own time, since
 * autocannon's histogram has no p95 and rounds to whole milliseconds.
 */
export function runLoad(
  url: string,
  options: { seconds: number; verify: (body: string) => boolean; paths?: string[]; connections?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections ?? CONNECTIONS,
        duration: options.seconds,
        verifyBody: options.verify,
        ...(options.headers ? { headers: options.headers } : {}),
        requests: options.paths?.map((path) => ({ path, method: 'GET' })),
      },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.errors + result.timeouts + result.mismatches + result.non2xx;
        if (failed > 0) {
          return reject(
            new Error(`${url}: ${result.non2xx} non-2xx, ${result.mismatches} unexpected bodies, ${result.errors} errors, ${result.timeouts} timeouts of ${times.length}`),
          );
        }
        // A run in which no response completed counts as 0 req/s (a stall); the median of the pairs absorbs one.
        times.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: times.length / result.duration,
          p50Ms: readPercentile(times, 0.5),
          p95Ms: readPercentile(times, 0.95),
          requests: times.length,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

export type LoadRunner = (seconds: number) => Promise<LoadResult>;

/**
 * A warm-up of each side, then the sides in turn, `cycles` times (A B A B A B for two), so
 * drift in the machine's load hits every side alike. Returns each side's results in order.
 */
export async function runAlternating(sides: LoadRunner[], options: { seconds: number; warmupSeconds: number; cycles: number }): Promise<LoadResult[][]> {
  for (const run of sides) await run(options.warmupSeconds);
  const results: LoadResult[][] = sides.map(() => []);
  for (let cycle = 0; cycle < options.cycles; cycle++) {
    for (const [index, run] of sides.entries()) results[index]!.push(await run(options.seconds));
  }
  return results;
}

export interface PairComparison {
  /** Median over the pairs of A's req/s ÷ B's. */
  ratio: number;
  /** Median over the pairs of A's p50 − B's p50, in ms. */
  addedP50Ms: number;
}

export function comparePairs(a: LoadResult[], b: LoadResult[]): PairComparison {
  return {
    ratio: readMedian(a.map((result, index) => result.requestsPerSecond / b[index]!.requestsPerSecond)),
    addedP50Ms: readMedian(a.map((result, index) => result.p50Ms - b[index]!.p50Ms)),
  };
}

// Framing headers are the replaying server's own business; everything else goes out unchanged.
const FRAMING_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** The plain `node:http` reference: answers each captured path with its captured status, headers and bytes. */
export function createReplayServer(responses: Record<string, CapturedResponse>): Server {
  return createServer((req, res) => {
    const captured = responses[req.url ?? ''];
    if (!captured) {
      res.writeHead(404).end();
      return;
    }
    for (const [name, value] of Object.entries(captured.headers)) {
      if (value !== undefined && !FRAMING_HEADERS.has(name)) res.setHeader(name, value);
    }
    res.writeHead(captured.status);
    res.end(captured.body);
  });
}
