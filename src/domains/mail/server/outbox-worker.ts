import 'server-only';
import { JOB_QUEUES, workJobQueue } from '@/server/job-queue';
import { getMailTransport } from './mail-transport';
import type { MailAttachmentRenderers } from './mail-attachments';
import type { MailFillInRenderers } from './mail-fill-ins';
import type { MailTransport } from './mail-transport';
import { deliverQueuedEmail, failQueuedEmail } from './service';

export type OutboxWorkerOptions = {
  transport?: MailTransport;
  /**
   * Renders the files that outbox e-mails reference (e.g. a voucher's PDF). An e-mail with a
   * reference of a kind missing here fails its attempts and, after the last one, is marked FAILED.
   */
  attachmentRenderers?: MailAttachmentRenderers;
  /** Supplies the values kept out of the outbox (e.g. a certificate number); a missing kind fails like a missing attachment renderer. */
  fillInRenderers?: MailFillInRenderers;
  /** Seconds between polls of an empty queue; tests lower it. */
  pollingIntervalSeconds?: number;
};

// Dead letters are rare and not urgent; polling for them less often spares the database.
const DEAD_LETTER_POLLING_INTERVAL_SECONDS = 10;

/**
 * Sends queued e-mails in this process: `mail.send` jobs deliver (a failure retries with backoff);
 * a job that used its last attempt arrives as a dead letter and marks the e-mail FAILED.
 */
export async function startOutboxWorker(options: OutboxWorkerOptions = {}): Promise<void> {
  const delivery = { transport: options.transport ?? getMailTransport(), attachmentRenderers: options.attachmentRenderers ?? {}, fillInRenderers: options.fillInRenderers ?? {} };
  const { pollingIntervalSeconds } = options;
  await workJobQueue(JOB_QUEUES.mailSend, ({ emailId }) => deliverQueuedEmail(emailId, delivery), { pollingIntervalSeconds });
  await workJobQueue(JOB_QUEUES.mailFailed, ({ emailId }) => failQueuedEmail(emailId), {
    pollingIntervalSeconds: pollingIntervalSeconds ?? DEAD_LETTER_POLLING_INTERVAL_SECONDS,
  });
}
