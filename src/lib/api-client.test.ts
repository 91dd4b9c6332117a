import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, requestApi } from './api-client';

const answerSchema = z.object({ items: z.array(z.string()) });

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('requestApi', () => {
  it('answers the parsed body and sends JSON headers with a body', async () => {
    const fetchMock = stubFetch(Response.json({ items: ['a'] }));
    await expect(requestApi('/api/x', answerSchema, { method: 'PUT', body: '{}' })).resolves.toEqual({ items: ['a'] });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', expect.objectContaining({ headers: { accept: 'application/json', 'content-type': 'application/json' } }));
  });

  it('refuses an answer that does not match the schema instead of trusting it', async () => {
    stubFetch(Response.json({ items: [1] }));
    await expect(requestApi('/api/x', answerSchema)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('turns a problem+json answer into an ApiRequestError with its status and message', async () => {
    stubFetch(Response.json({ message: 'Sign in first.' }, { status: 401 }));
    await expect(requestApi('/api/x', answerSchema)).rejects.toEqual(new ApiRequestError(401, 'Sign in first.', {}, { message: 'Sign in first.' }));
    stubFetch(new Response('<html>', { status: 502 }));
    await expect(requestApi('/api/x', answerSchema)).rejects.toMatchObject({ status: 502, message: '/api/x answered 502', body: null });
  });

  it('reads the field messages of a problem+json answer', async () => {
    stubFetch(Response.json({ message: 'Check the price.', errors: { 'items.2.price': ['Enter a price'], bad: 'not a list' } }, { status: 400 }));
    await expect(requestApi('/api/x', answerSchema)).rejects.toMatchObject({ fieldErrors: { 'items.2.price': ['Enter a price'] } });
  });

  it('keeps the whole problem body, so a screen can show row or field errors', async () => {
    const problem = { message: 'One row needs attention; nothing was changed.', errors: [{ row: 3, message: 'No product has the id x.' }] };
    stubFetch(Response.json(problem, { status: 400 }));
    await expect(requestApi('/api/x', answerSchema)).rejects.toMatchObject({ status: 400, message: problem.message, body: problem });
  });
});
