import 'server-only';
import type PgBoss from 'pg-boss';
import { deleteExpiredCustomerSessions } from '@/domains/accounts/server/customer-session-service';
import { renderPasswordResetLink, renderSignUpLink } from '@/domains/accounts/server/service';
import { releaseExpiredBookingHolds } from '@/domains/bookings/server/request-answers';
import { runGroupGiftDeadlines } from '@/domains/group-gifts/server/service';
import { renderBookingCalendarAttachment } from '@/domains/bookings/server/booking-emails';
import { localizeProductTitles } from '@/domains/catalog/server/queries';
import { startOutboxWorker } from '@/domains/mail/server/outbox-worker';
import { sendReviewInvitations } from '@/domains/reviews/server/service';
import { readCertificateNumber, renderVoucherPdfAttachment } from '@/domains/vouchers/server/service';
import type { OutboxWorkerOptions } from '@/domains/mail/server/outbox-worker';
import { getDatabase } from '@/server/db';
import { JOB_QUEUES, scheduleJob, startJobQueue, workJobQueue } from '@/server/job-queue';
import { log } from '@/server/log';
import { deleteExpiredRateLimitBuckets } from '@/server/rate-limit';

// Handlers registered twice on one pg-boss instance would poll twice; dev hot reload re-runs
// register(), so remember which instance already has them.
const globalForWorkers = globalThis as typeof globalThis & { servedJobQueues?: WeakSet<PgBoss> };

/**
 * Everything the background worker runs. The in-process worker (src/instrumentation.ts) and
 * `npm run worker` (scripts/worker.ts) both start it here, so the two cannot drift apart.
 */
export async function startJobWorkers(options: OutboxWorkerOptions = {}): Promise<void> {
  const boss = await startJobQueue();
  const served = (globalForWorkers.servedJobQueues ??= new WeakSet());
  if (served.has(boss)) return;
  served.add(boss);
  await startOutboxWorker({
    ...options,
    attachmentRenderers: {
      'voucher-pdf': ({ voucherId }) => renderVoucherPdfAttachment(voucherId),
      'booking-ics': ({ bookingId }) => renderBookingCalendarAttachment(bookingId),
      ...options.attachmentRenderers,
    },
    fillInRenderers: {
      'certificate-number': ({ voucherId }) => readCertificateNumber(voucherId),
      'password-reset-link': ({ sealedToken }) => renderPasswordResetLink(sealedToken),
      'sign-up-link': ({ sealedToken }) => renderSignUpLink(sealedToken),
      ...options.fillInRenderers,
    },
  });
  // Rate-limit buckets of ended windows are dead weight; sweeping them hourly is enough, so the
  // queue, which gets one job an hour, need not be polled often.
  await workJobQueue(
    JOB_QUEUES.rateLimitSweep,
    async () => {
      await deleteExpiredRateLimitBuckets(getDatabase());
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
  );
  await scheduleJob(JOB_QUEUES.rateLimitSweep, '0 * * * *');
  // Expired customer sessions: the check refuses them already, so once a day is enough.
  await workJobQueue(
    JOB_QUEUES.customerSessionSweep,
    async () => {
      await deleteExpiredCustomerSessions();
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 60 },
  );
  await scheduleJob(JOB_QUEUES.customerSessionSweep, '30 4 * * *');
  // Review invitations go out once a day, mid-morning in Eastern time, for the day before.
  await workJobQueue(
    JOB_QUEUES.reviewInvitations,
    async () => {
      const invited = await sendReviewInvitations(localizeProductTitles);
      if (invited > 0) log.info({ invited }, 'invited customers to review their experience');
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 60 },
  );
  await scheduleJob(JOB_QUEUES.reviewInvitations, '0 15 * * *');
  // Custom booking requests unanswered for 72 hours give their money back, and Viator bookings
  // still pending are asked again; a quarter of an hour late at most is fine, and each decision is
  // idempotent if two instances run it at once.
  await workJobQueue(
    JOB_QUEUES.bookingHoldRelease,
    async () => {
      const decided = await releaseExpiredBookingHolds();
      if (decided > 0) log.info({ decided }, 'decided bookings pending with the supplier, unanswered or unpaid');
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 60 },
  );
  await scheduleJob(JOB_QUEUES.bookingHoldRelease, '*/15 * * * *');
  // Group gifts past their last day are sent (or closed when nothing was collected); a quarter of
  // an hour late at most, and each send or close is one conditional move under the gift's lock.
  await workJobQueue(
    JOB_QUEUES.groupGiftDeadlines,
    async () => {
      const decided = await runGroupGiftDeadlines();
      if (decided.sent + decided.closed > 0) log.info(decided, 'sent or closed group gifts past their deadline');
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 60 },
  );
  await scheduleJob(JOB_QUEUES.groupGiftDeadlines, '7,22,37,52 * * * *');
}
