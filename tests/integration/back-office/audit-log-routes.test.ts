import {beforeEach, describe, expect, it } from 'vitest';
import { GET as getFilters } from '@/app/api/admin/audit-log/filters/route';
import { GET as listAuditLog } from '@/app/api/admin/audit-log/route';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';

type Row = { action: string; entityType: string; entityId: string | null; staff: { id: string; name: string } | null; data: unknown };
type ProblemAnswer = { errors?: Record<string, string[]> };

let manager: StaffMemberForTest;
let editor: StaffMemberForTest;

async function entry(staffId: string, action: string, entityId: string, createdAt: string): Promise<void> {
  const [entityType = ''] = action.split('.');
  await getDatabase().auditLogEntry.create({ data: { staffId, action, entityType, entityId, data: { note: action }, createdAt: new Date(createdAt) } });
}

beforeEach(async () => {
  await getDatabase().auditLogEntry.deleteMany();
  manager = await createStaffMemberForTest('MANAGER');
  editor = await createStaffMemberForTest('EDITOR');
});

describe('the audit log API', () => {
  it.each([
    { who: 'nobody', role: null, cookie: false, status: 401 },
    { who: 'an editor', role: 'EDITOR', cookie: false, status: 403 },
    { who: 'a manager with a bearer token', role: 'MANAGER', cookie: false, status: 200 },
    { who: 'a manager with the cookie', role: 'MANAGER', cookie: true, status: 200 },
  ] as const)('answers $status to $who', async ({ role, cookie, status }) => {
    const token = role === null ? null : role === 'MANAGER' ? manager.token : editor.token;
    const auth = cookie ? { cookieToken: token ?? undefined } : { token };
    expect((await callRoute(listAuditLog, '/api/admin/audit-log', {}, auth)).status).toBe(status);
    expect((await callRoute(getFilters, '/api/admin/audit-log/filters', {}, auth)).status).toBe(status);
  });

  it('filters by who, what and when (the shop’s local days), newest first, a page at a time', async () => {
    // 2026-11-02 03:00 UTC is still 1 November in Toronto.
    await entry(manager.id, 'booking.confirm', 'booking-1', '2026-11-02T03:00:00Z');
    await entry(editor.id, 'landing.update', 'landing-1', '2026-11-02T12:00:00Z');
    await entry(manager.id, 'booking.decline', 'booking-2', '2026-11-10T12:00:00Z');
    await entry(editor.id, 'landing.update', 'landing-2', '2026-11-20T12:00:00Z');

    const cases: [string, string[], number][] = [
      ['', ['landing-2', 'booking-2', 'landing-1', 'booking-1'], 4],
      ['?page=2&per_page=3', ['booking-1'], 4],
      [`?staff=${editor.id}`, ['landing-2', 'landing-1'], 2],
      ['?entity_type=booking', ['booking-2', 'booking-1'], 2],
      ['?action=landing.update', ['landing-2', 'landing-1'], 2],
      ['?from=2026-11-01&to=2026-11-01', ['booking-1'], 1],
      ['?from=2026-11-02&to=2026-11-10', ['booking-2', 'landing-1'], 2],
      ['?from=2026-11-11', ['landing-2'], 1],
      ['?to=2026-11-01', ['booking-1'], 1],
      ['?search=LANDING-1', ['landing-1'], 1],
      [`?staff=${manager.id}&entity_type=booking&from=2026-11-05`, ['booking-2'], 1],
    ];
    for (const [query, ids, total] of cases) {
      const response = await callRoute(listAuditLog, `/api/admin/audit-log${query}`, {}, { token: manager.token });
      expect(response.status, query).toBe(200);
      const body = (await response.json()) as { data: Row[]; total: number };
      expect(body.data.map((row) => row.entityId), query).toEqual(ids);
      expect(body.total, query).toBe(total);
    }
    const [newest] = ((await (await callRoute(listAuditLog, '/api/admin/audit-log?per_page=1', {}, { token: manager.token })).json()) as { data: Row[] }).data;
    expect(newest).toMatchObject({ action: 'landing.update', entityType: 'landing', staff: { id: editor.id, name: 'Sam Editor' }, data: { note: 'landing.update' } });
  });

  it.each([
    ['?from=2026-13-01', 'from'],
    ['?to=yesterday', 'to'],
    ['?from=2026-11-10&to=2026-11-01', 'to'],
    ['?page=x', 'page'],
    ['?per_page=500', 'per_page'],
    [`?action=${'a'.repeat(101)}`, 'action'],
  ])('refuses %s with a message for %s', async (query, field) => {
    const response = await callRoute(listAuditLog, `/api/admin/audit-log${query}`, {}, { token: manager.token });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as ProblemAnswer).errors ?? {})).toEqual([field]);
  });

  it('offers the staff members, entity types and actions as filter choices', async () => {
    await entry(manager.id, 'booking.confirm', 'booking-1', '2026-11-02T03:00:00Z');
    await entry(editor.id, 'landing.update', 'landing-1', '2026-11-02T12:00:00Z');
    const response = await callRoute(getFilters, '/api/admin/audit-log/filters', {}, { token: manager.token });
    const { data } = (await response.json()) as { data: { staff: { id: string }[]; entityTypes: string[]; actions: string[] } };
    expect(data.entityTypes).toEqual(['booking', 'landing']);
    expect(data.actions).toEqual(['booking.confirm', 'landing.update']);
    expect(data.staff.map((member) => member.id)).toEqual(expect.arrayContaining([manager.id, editor.id]));
  });
});
