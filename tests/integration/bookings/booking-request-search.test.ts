import {beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/bookings/route';
import { getDatabase } from '@/server/db';
import { createBooking, createCustomer } from '../money/money-fixtures';
import { callRoute, createStaffMemberForTest } from '../support/admin-api';

let token: string;

beforeEach(async () => {
  token = (await createStaffMemberForTest()).token;
});

describe('searching the booking requests', () => {
  it('finds requests by reference, or by the customer’s e-mail or name', async () => {
    const db = getDatabase();
    const first = await createCustomer(db);
    const second = await createCustomer(db);
    await db.user.update({ where: { id: second.id }, data: { firstName: 'Wanda', lastName: 'Moss' } });
    const a = await createBooking(db, first.id);
    const b = await createBooking(db, second.id);
    const { reference } = await db.booking.findUniqueOrThrow({ where: { id: b.id }, select: { reference: true } });

    const cases: [string, string[]][] = [
      [`search=${encodeURIComponent(first.email.toUpperCase())}`, [a.id]],
      ['search=wanda', [b.id]],
      ['search=MOSS&status=REQUESTED', [b.id]],
      [`search=${encodeURIComponent(reference)}`, [b.id]],
      ['search=nobody-at-all', []],
      ['search=', [a.id, b.id]],
    ];
    for (const [query, ids] of cases) {
      const response = await callRoute(GET, `/api/admin/bookings?${query}`, {}, { token });
      expect(response.status, query).toBe(200);
      const body = (await response.json()) as { data: { id: string }[]; total: number };
      expect(body.data.map((row) => row.id), query).toEqual(ids);
      expect(body.total, query).toBe(ids.length);
    }
    const tooLong = await callRoute(GET, `/api/admin/bookings?search=${'x'.repeat(201)}`, {}, { token });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { errors: Record<string, string[]> }).errors).toEqual({ search: ['Keep the search under 200 characters'] });
  });
});
