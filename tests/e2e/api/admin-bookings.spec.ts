import { expect, test } from '@playwright/test';
import { insertCustomer, insertPaidBooking } from '../../fixtures/customer-bookings';
import { getStaffAuthorization } from '../support/staff-session';

// Its own customer: a decline puts the money on their balance, which other specs must not see.
const CUSTOMER = `requests-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('staff answer booking requests over the admin API: a token is required, a decline needs a reason, a second answer is a 409', async ({ request }) => {
  await insertCustomer(CUSTOMER);
  const toConfirm = await insertPaidBooking(CUSTOMER, 24 * 30, 'REQUESTED');
  const toDecline = await insertPaidBooking(CUSTOMER, 24 * 31, 'REQUESTED');
  // Before signing in: the staff login leaves its cookie in this request context.
  expect((await request.get('/api/admin/bookings?status=REQUESTED')).status()).toBe(401);
  expect((await request.post(`/api/admin/bookings/${toConfirm.id}/confirm`)).status()).toBe(401);
  expect((await request.post(`/api/admin/bookings/${toDecline.id}/decline`, { data: { reason: 'No guide' } })).status()).toBe(401);
  const auth = await getStaffAuthorization(request);

  const list = await request.get('/api/admin/bookings?status=REQUESTED&page=1&per_page=100', { headers: auth });
  expect(list.status()).toBe(200);
  const { data, total } = (await list.json()) as { data: { id: string; status: string; customer: { email: string } }[]; total: number };
  expect(total).toBeGreaterThanOrEqual(2);
  expect(data.filter((row) => row.id === toConfirm.id || row.id === toDecline.id)).toEqual([
    expect.objectContaining({ status: 'REQUESTED', customer: expect.objectContaining({ email: CUSTOMER }) }),
    expect.objectContaining({ status: 'REQUESTED', customer: expect.objectContaining({ email: CUSTOMER }) }),
  ]);

  const confirmed = await request.post(`/api/admin/bookings/${toConfirm.id}/confirm`, { headers: auth });
  expect(confirmed.status()).toBe(200);
  expect(((await confirmed.json()) as { data: { status: string } }).data.status).toBe('confirmed');
  const again = await request.post(`/api/admin/bookings/${toConfirm.id}/confirm`, { headers: auth });
  expect(again.status()).toBe(409);
  expect(again.headers()['content-type']).toContain('application/problem+json');
  expect(((await again.json()) as { detail: string }).detail).toBe('This request was already answered.');

  const withoutReason = await request.post(`/api/admin/bookings/${toDecline.id}/decline`, { headers: auth, data: {} });
  expect(withoutReason.status()).toBe(400);
  expect(((await withoutReason.json()) as { errors: Record<string, string[]> }).errors.reason).toEqual(['Give the reason the customer will read']);
  const declined = await request.post(`/api/admin/bookings/${toDecline.id}/decline`, { headers: auth, data: { reason: 'The winery is closed for a private event.' } });
  expect(declined.status()).toBe(200);
  expect(((await declined.json()) as { data: { status: string } }).data.status).toBe('declined');
});
