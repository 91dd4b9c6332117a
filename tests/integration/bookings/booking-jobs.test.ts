import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailTransport, OutgoingMail } from '@/domains/mail/server/mail-transport';
import { confirmBookingRequest } from '@/domains/bookings/server/request-answers';
import { placeBooking } from '@/domains/bookings/server/checkout';
import { startJobWorkers } from '@/job-workers';
import { getDatabase } from '@/server/db';
import { JOB_QUEUES, startJobQueue } from '@/server/job-queue';
import { createCustomer } from '../money/money-fixtures';
import { createBookableExperience } from './booking-fixtures';

const NOW = new Date('2026-11-25T20:00:00Z');

const sent: OutgoingMail[] = [];
const testTransport: MailTransport = {
  name: 'test',
  send: async (mail) => {
    sent.push(mail);
  },
};

async function placeRequest() {
  const experience = await createBookableExperience(getDatabase());
  const customer = await createCustomer(getDatabase(), 20_000);
  const outcome = await placeBooking(
    { productSlug: experience.slug, tourGradeCode: 'STANDARD', travelDate: '2026-12-19', startTime: '09:00', travellers: [{ ageBandCode: 'ADULT', count: 2 }] },
    { userId: customer.id, idempotencyKey: randomUUID().replaceAll('-', ''), termsAccepted: true, now: NOW },
  );
  const { id } = await getDatabase().booking.findUniqueOrThrow({ where: { reference: outcome.reference }, select: { id: true } });
  return { customer, bookingId: id, reference: outcome.reference };
}

describe('the booking jobs', () => {
  beforeAll(async () => {
    await startJobWorkers({ transport: testTransport, pollingIntervalSeconds: 0.5 });
  });

  it('send the confirmation with the booking’s calendar file, made when the e-mail goes out', async () => {
    const { customer, bookingId, reference } = await placeRequest();
    await confirmBookingRequest(bookingId, customer.id, NOW);
    await vi.waitFor(() => expect(sent.find((mail) => mail.subject === `Your booking ${reference} is confirmed`)).toBeDefined(), { timeout: 10_000, interval: 100 });
    const confirmation = sent.find((mail) => mail.subject === `Your booking ${reference} is confirmed`);
    expect(confirmation?.to).toBe(customer.email);
    expect(confirmation?.attachments).toEqual([expect.objectContaining({ filename: `${reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' })]);
    const calendar = confirmation?.attachments[0]?.content.toString('utf8') ?? '';
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain('SUMMARY:False Creek kayak tour\r\n');
    expect(calendar).toContain('DTSTART:20261219T160000Z\r\n');
  });

  it('release requests whose 72 hours are over, every quarter of an hour', async () => {
    const boss = await startJobQueue();
    expect(await boss.getSchedules()).toEqual(expect.arrayContaining([expect.objectContaining({ name: JOB_QUEUES.bookingHoldRelease, cron: '*/15 * * * *' })]));
    const { customer, bookingId } = await placeRequest();
    // The clock of the job is the real one: move the hold into the past.
    await getDatabase().booking.update({ where: { id: bookingId }, data: { holdExpiresAt: new Date(Date.now() - 60_000) } });
    // What the cron clock sends.
    await boss.send(JOB_QUEUES.bookingHoldRelease, {});
    await vi.waitFor(async () => expect((await getDatabase().booking.findUniqueOrThrow({ where: { id: bookingId } })).status).toBe('DECLINED'), {
      timeout: 10_000,
      interval: 200,
    });
    expect((await getDatabase().user.findUniqueOrThrow({ where: { id: customer.id } })).balanceCents).toBe(20_000);
  });
});
