import 'server-only';
import { getPrisma } from '@/server/db';
import type { DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { enforceRateLimit } from '@/server/rate-limit';
import type { RateLimitRule } from '@/server/rate-limit';
import type { ContactMessage } from '../schemas';
import { insertOutboxEmailWithJob } from './repository';
import type { NewOutboxEmail } from './repository';

/** Job kind the outbox worker claims. */
export const MAIL_JOB_KIND = 'mail.send';

/** Per client IP: enough for a real conversation, too few for a spam run. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact', limit: 5, windowSeconds: 3600 };

/**
 * Queues an e-mail in the outbox; the worker sends it after the caller's transaction commits,
 * so a rolled-back order never e-mails anyone.
 */
export function queueEmail(email: NewOutboxEmail, db: DatabaseClient = getPrisma()): Promise<{ emailId: string; jobId: string }> {
  return insertOutboxEmailWithJob(db, MAIL_JOB_KIND, email);
}

/** Contact-us form: reaches staff through the outbox; staff reply straight to the sender. */
export async function sendContactMessage(message: ContactMessage, options: { clientIp: string }): Promise<void> {
  await enforceRateLimit(CONTACT_RATE_LIMIT, options.clientIp);
  await queueEmail({
    to: getServerEnv().STAFF_NOTIFY_EMAIL,
    replyTo: message.email,
    subject: `Contact form: ${message.name}`,
    text: [`From: ${message.name} <${message.email}>`, '', message.message].join('\n'),
    html: null,
  });
}
