import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { publicRoute } from './public-route';

const missing = publicRoute(() => {
  throw new AppError('not_found', 'This experience does not exist.');
});

async function detailOf(query: string): Promise<string> {
  const answer = await missing(new Request(`http://shop.test/api/bookings/x/availability?${query}`, { headers: { host: 'shop.test' } }));
  expect(answer.status).toBe(404);
  return ((await answer.json()) as { detail: string }).detail;
}

describe('publicRoute problems', () => {
  it("answer the shop-wide sentence of the code in the language the client names", async () => {
    expect(await detailOf('locale=en-CA')).toBe('We could not find what you were looking for.');
    expect(await detailOf('locale=fr-CA')).toBe("Nous n'avons pas trouvé ce que vous cherchiez.");
  });

  it("keep the error's own sentence without a language, or with one the shop has no messages in", async () => {
    expect(await detailOf('month=2026-12')).toBe('This experience does not exist.');
    expect(await detailOf('locale=de-DE')).toBe('This experience does not exist.');
  });
});
