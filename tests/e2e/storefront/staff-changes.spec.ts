import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';

const staff = { email: 'staff@example.com', password: 'Staff-Passw0rd!' };

async function signInStaff(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/admin/login', { data: staff });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { access_token: string; message: string };
  expect(body.access_token.length).toBeGreaterThan(20);
  return { Authorization: `Bearer ${body.access_token}` };
}

test('staff sign-in answers a token, and a wrong password the SPEC message', async ({ request }) => {
  const refused = await request.post('/api/admin/login', { data: { ...staff, password: 'wrong' } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ message: 'Incorrect email or password' });

  expect((await request.get('/api/admin/me')).status()).toBe(401);
  const me = await request.get('/api/admin/me', { headers: await signInStaff(request) });
  expect(await me.json()).toMatchObject({ data: { email: staff.email } });
});

test("a staff change to a product's title shows on its page and in search suggestions at the next request", async ({ page, request, visit }) => {
  const auth = await signInStaff(request);
  const list = await request.get('/api/admin/products?search=Halifax&page=1&per_page=10', { headers: auth });
  const { data } = (await list.json()) as { data: { id: string; kind: string; slug: string; title: string; published: boolean }[] };
  const product = data.find((row) => row.kind === 'EXPERIENCE' && row.published);
  if (!product) throw new Error('The demo catalogue has no published experience in Halifax');

  await visit(`/booking/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  // Suggestions for its own title, which the renamed title still matches.
  const titleSearch = `/api/search/en-CA/${encodeURIComponent(product.title.toLowerCase())}`;
  const suggestedTitles = async () => {
    const response = await request.get(titleSearch);
    return ((await response.json()) as { results: { title: string }[] }).results.map((result) => result.title);
  };
  expect(await suggestedTitles()).toContain(product.title); // and cached from here on

  const renamed = `${product.title} (renamed by staff)`;
  try {
    const update = await request.put(`/api/admin/products/${product.id}`, { headers: auth, data: { title: renamed } });
    expect(update.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    // The cached search answers are invalidated with the pages.
    expect(await suggestedTitles()).toContain(renamed);
  } finally {
    await request.put(`/api/admin/products/${product.id}`, { headers: auth, data: { title: product.title } });
  }
});

test('the admin product API refuses bad input with a readable message', async ({ request }) => {
  const auth = await signInStaff(request);
  const response = await request.put('/api/admin/products/does-not-exist', { headers: auth, data: { title: '' } });
  expect(response.status()).toBe(400);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  expect(await response.json()).toMatchObject({ errors: { title: ['Title is required'] } });
});
