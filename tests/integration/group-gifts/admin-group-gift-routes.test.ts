import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listGroupGifts } from '@/app/api/admin/group-gifts/route';
import { GET as getGroupGift } from '@/app/api/admin/group-gifts/[id]/route';
import { POST as cancelGroupGift } from '@/app/api/admin/group-gifts/[id]/cancel/route';
import { contributeToGroupGift } from '@/domains/group-gifts/server/service';
import type { StaffGroupGift, StaffGroupGiftRow } from '@/domains/group-gifts/staff-schemas';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';
import { contribution, start } from './group-gift-fixtures';

let manager: StaffMemberForTest;

beforeAll(async () => {
  manager = await createStaffMemberForTest('MANAGER');
});

describe('the back office’s group gifts', () => {
  it('are for sales staff only', async () => {
    const editor = await createStaffMemberForTest('EDITOR');
    expect((await callRoute(listGroupGifts, '/api/admin/group-gifts', {}, { token: null })).status).toBe(401);
    expect((await callRoute(listGroupGifts, '/api/admin/group-gifts', {}, { token: editor.token })).status).toBe(403);
    expect((await callRoute(cancelGroupGift, '/api/admin/group-gifts/x/cancel', { id: 'x' }, { method: 'POST', body: { reason: 'x' }, token: editor.token })).status).toBe(403);
  });

  it('list and show a group gift with its contributions, and cancel it with a reason: each contribution refunded once', async () => {
    const gift = await start({ organiserEmail: 'list-organiser@example.com' });
    await contributeToGroupGift(contribution(gift.publicToken, { name: 'Ana', email: 'ana-admin@example.com', amountCents: 2_000 }));
    await contributeToGroupGift(contribution(gift.publicToken, { name: 'Ben', email: 'ben-admin@example.com', amountCents: 3_000, anonymous: true }));

    const listed = await callRoute(listGroupGifts, '/api/admin/group-gifts?search=ben-admin&status=OPEN', {}, { token: manager.token });
    expect(listed.status).toBe(200);
    const { data, total } = (await listed.json()) as { data: StaffGroupGiftRow[]; total: number };
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ id: gift.id, status: 'OPEN', collectedCents: 5_000, contributionCount: 2, organiserEmail: 'list-organiser@example.com' });
    expect((await callRoute(listGroupGifts, '/api/admin/group-gifts?status=SOLD', {}, { token: manager.token })).status).toBe(400);

    const refused = await callRoute(cancelGroupGift, `/api/admin/group-gifts/${gift.id}/cancel`, { id: gift.id }, { method: 'POST', body: { reason: ' ' }, token: manager.token });
    expect(refused.status).toBe(400);

    const cancel = () => callRoute(cancelGroupGift, `/api/admin/group-gifts/${gift.id}/cancel`, { id: gift.id }, { method: 'POST', body: { reason: 'Organiser asked by phone' }, token: manager.token });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first?.status, second?.status]).toEqual([200, 200]);

    const shown = await callRoute(getGroupGift, `/api/admin/group-gifts/${gift.id}`, { id: gift.id }, { token: manager.token });
    const detail = ((await shown.json()) as { data: StaffGroupGift }).data;
    expect(detail).toMatchObject({ status: 'CANCELLED', cancelReason: 'Organiser asked by phone', cancelledBy: manager.email, voucher: null });
    expect(detail.contributions.map((entry) => [entry.name, entry.anonymous, entry.status, entry.refunds.length])).toEqual([
      ['Ana', false, 'refunded', 1],
      ['Ben', true, 'refunded', 1],
    ]);
    const audit = await getDatabase().auditLogEntry.findMany({ where: { entityId: gift.id } });
    expect(audit.map((entry) => entry.action)).toEqual(['group-gift.cancel']);
    expect((await callRoute(getGroupGift, '/api/admin/group-gifts/nope', { id: 'nope' }, { token: manager.token })).status).toBe(404);
  });

  it('name the card design the organiser chose, one staff deleted since too', async () => {
    const db = getDatabase();
    const design = await db.giftDesign.create({ data: { name: 'Balloons', imageUrl: '/uploads/demo/balloons.webp', published: true }, select: { id: true } });
    const designed = await start({ designId: design.id });
    const classic = await start();
    const show = async (id: string) => ((await (await callRoute(getGroupGift, `/api/admin/group-gifts/${id}`, { id }, { token: manager.token })).json()) as { data: StaffGroupGift }).data;

    expect((await show(designed.id)).design).toEqual({ name: 'Balloons', deleted: false });
    expect((await show(classic.id)).design).toBeNull();
    await db.giftDesign.update({ where: { id: design.id }, data: { deletedAt: new Date(), published: false } });
    expect((await show(designed.id)).design).toEqual({ name: 'Balloons', deleted: true });
  });
});
