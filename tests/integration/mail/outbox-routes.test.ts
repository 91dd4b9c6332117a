import {beforeEach, describe, expect, it } from 'vitest';
import { GET as getEmail } from '@/app/api/admin/outbox/[id]/route';
import { POST as retry } from '@/app/api/admin/outbox/[id]/retry/route';
import { GET as listEmails } from '@/app/api/admin/outbox/route';
import { queueEmail } from '@/domains/mail/server/service';
import { getDatabase } from '@/server/db';
import { JOB_QUEUES, startJobQueue } from '@/server/job-queue';
import { callRoute, createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';

type Row = { id: string; to: string; subject: string; status: string };
type ProblemAnswer = { detail: string; errors?: Record<string, string[]> };

let manager: StaffMemberForTest;

async function email(to: string, subject: string, fields: { status?: 'QUEUED' | 'SENT' | 'FAILED' | 'CANCELLED'; sendAfter?: Date; createdAt?: Date } = {}): Promise<string> {
  const { emailId } = await queueEmail(
    {
      to,
      replyTo: null,
      subject,
      text: 'Reset your password: [[reset-link]]',
      html: '<p>Reset your password: <a href="[[reset-link]]">[[reset-link]]</a></p><script>parent.alert(1)</script>',
      fillIns: [{ kind: 'password-reset-link', sealedToken: 'Fe26.2**sealed-secret', placeholder: '[[reset-link]]' }],
      attachments: [{ kind: 'booking-ics', bookingId: 'booking-1' }],
    },
    undefined,
    { sendAfter: fields.sendAfter },
  );
  await getDatabase().outboxEmail.update({
    where: { id: emailId },
    data: { status: fields.status ?? 'QUEUED', createdAt: fields.createdAt, ...(fields.status === 'FAILED' ? { failedAt: new Date(), attempts: 5, lastError: 'SMTP 421' } : {}) },
  });
  return emailId;
}

function listJobs(emailId: string) {
  return getDatabase().$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE name = ${JOB_QUEUES.mailSend} AND data->>'emailId' = ${emailId}`;
}

beforeEach(async () => {
  await getDatabase().outboxEmail.deleteMany();
  await (await startJobQueue()).clearStorage();
  manager = await createStaffMemberForTest('MANAGER');
});

describe('the outbox API', () => {
  it.each([
    { who: 'nobody', role: null, cookie: false, status: 401 },
    { who: 'an editor', role: 'EDITOR', cookie: false, status: 403 },
    { who: 'a manager with a bearer token', role: 'MANAGER', cookie: false, status: 200 },
    { who: 'a manager with the cookie', role: 'MANAGER', cookie: true, status: 200 },
  ] as const)('answers $status to $who on every route', async ({ role, cookie, status }) => {
    const id = await email('ana@example.com', 'Hello', { status: 'FAILED' });
    const token = role === null ? null : role === 'MANAGER' ? manager.token : (await createStaffMemberForTest('EDITOR')).token;
    const auth = cookie ? { cookieToken: token ?? undefined } : { token };
    expect((await callRoute(listEmails, '/api/admin/outbox', {}, auth)).status).toBe(status);
    expect((await callRoute(getEmail, `/api/admin/outbox/${id}`, { id }, auth)).status).toBe(status);
    expect((await callRoute(retry, `/api/admin/outbox/${id}/retry`, { id }, { ...auth, method: 'POST' })).status).toBe(status);
  });

  it('lists newest first, a page at a time, by status and by recipient or subject', async () => {
    const hour = 3_600_000;
    const base = Date.now() - 10 * hour;
    await email('ana@example.com', 'Your voucher', { status: 'SENT', createdAt: new Date(base) });
    await email('bo@example.com', 'Your booking', { status: 'FAILED', createdAt: new Date(base + hour) });
    await email('cy@example.com', 'Your gift', { sendAfter: new Date(Date.now() + 48 * hour), createdAt: new Date(base + 2 * hour) });
    await email('ana@example.com', 'Receipt', { createdAt: new Date(base + 3 * hour) });
    await email('di@example.com', 'Replaced', { status: 'CANCELLED', createdAt: new Date(base + 4 * hour) });

    const cases: [string, string[], number][] = [
      ['', ['Replaced', 'Receipt', 'Your gift', 'Your booking', 'Your voucher'], 5],
      ['?page=2&per_page=2', ['Your gift', 'Your booking'], 5],
      ['?status=sent', ['Your voucher'], 1],
      ['?status=failed', ['Your booking'], 1],
      ['?status=scheduled', ['Your gift'], 1],
      ['?status=queued', ['Receipt'], 1],
      ['?status=cancelled', ['Replaced'], 1],
      ['?search=ANA@', ['Receipt', 'Your voucher'], 2],
      ['?search=booking', ['Your booking'], 1],
      ['?search=ana&status=sent', ['Your voucher'], 1],
    ];
    for (const [query, subjects, total] of cases) {
      const response = await callRoute(listEmails, `/api/admin/outbox${query}`, {}, { token: manager.token });
      expect(response.status, query).toBe(200);
      const body = (await response.json()) as { data: Row[]; total: number };
      expect(body.data.map((row) => row.subject), query).toEqual(subjects);
      expect(body.total, query).toBe(total);
    }
  });

  it.each([
    ['?status=lost', 'status'],
    ['?page=0', 'page'],
    ['?per_page=101', 'per_page'],
    [`?search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s with a message for %s', async (query, field) => {
    const response = await callRoute(listEmails, `/api/admin/outbox${query}`, {}, { token: manager.token });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as ProblemAnswer).errors ?? {})).toEqual([field]);
  });

  it('shows one e-mail’s content, never the sealed secret it is sent with', async () => {
    const id = await email('ana@example.com', 'Reset your password');
    const response = await callRoute(getEmail, `/api/admin/outbox/${id}`, { id }, { token: manager.token });
    expect(response.status).toBe(200);
    const raw = await response.text();
    expect(raw).not.toContain('sealed-secret');
    expect(JSON.parse(raw)).toEqual({
      data: expect.objectContaining({ id, to: 'ana@example.com', status: 'queued', text: 'Reset your password: [[reset-link]]', attachmentKinds: ['booking-ics'] }),
    });
    expect((await callRoute(getEmail, '/api/admin/outbox/missing', { id: 'missing' }, { token: manager.token })).status).toBe(404);
  });

  it('sends a failed e-mail again: queued with a new job, audited; anything else is a 409', async () => {
    const failed = await email('bo@example.com', 'Your booking', { status: 'FAILED' });
    await (await startJobQueue()).clearStorage();
    const answer = await callRoute(retry, `/api/admin/outbox/${failed}/retry`, { id: failed }, { token: manager.token, method: 'POST' });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: Row }).data).toMatchObject({ id: failed, status: 'queued' });
    expect(await getDatabase().outboxEmail.findUniqueOrThrow({ where: { id: failed }, select: { status: true, failedAt: true } })).toEqual({ status: 'QUEUED', failedAt: null });
    expect(await listJobs(failed)).toEqual([{ state: 'created' }]);
    expect(await getDatabase().auditLogEntry.findMany({ where: { entityId: failed }, select: { staffId: true, action: true, entityType: true } })).toEqual([
      { staffId: manager.id, action: 'outbox_email.retry', entityType: 'OutboxEmail' },
    ]);

    const again = await callRoute(retry, `/api/admin/outbox/${failed}/retry`, { id: failed }, { token: manager.token, method: 'POST' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ProblemAnswer).detail).toBe('Only a failed e-mail can be sent again; this one is queued.');
    const sent = await email('cy@example.com', 'Sent', { status: 'SENT' });
    expect((await callRoute(retry, `/api/admin/outbox/${sent}/retry`, { id: sent }, { token: manager.token, method: 'POST' })).status).toBe(409);
    expect((await callRoute(retry, '/api/admin/outbox/missing/retry', { id: 'missing' }, { token: manager.token, method: 'POST' })).status).toBe(404);
    expect(await listJobs(failed)).toHaveLength(1);
  });
});
