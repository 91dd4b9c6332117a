/** A non-2xx answer of our own API; `message` is the problem+json sentence for the person. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** problem+json `errors`: messages per field (or per CSV row), for forms to show beside their inputs. */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** A zod schema, full or zod/mini: both parse and throw on a mismatch. */
type ApiAnswerSchema<Output> = { parse: (data: unknown) => Output };

function readProblemMessage(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;
}

function readProblemFieldErrors(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null || !('errors' in body) || typeof body.errors !== 'object' || body.errors === null) return {};
  return Object.fromEntries(
    Object.entries(body.errors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string')),
  );
}

/**
 * Calls one of the shop's own API routes from the browser and parses the answer with the
 * area's zod schema, so a changed or broken answer fails here, loudly, instead of as a cast
 * that lies to the component. Errors arrive as problem+json and become ApiRequestError.
 */
export async function requestApi<Output>(path: string, schema: ApiAnswerSchema<Output>, init: RequestInit = {}): Promise<Output> {
  const response = await fetch(path, {
    ...init,
    // A FormData body sets its own multipart content type, boundary included.
    headers: { accept: 'application/json', ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiRequestError(response.status, readProblemMessage(body) ?? `${path} answered ${response.status}`, readProblemFieldErrors(body));
  }
  return schema.parse(await response.json());
}
