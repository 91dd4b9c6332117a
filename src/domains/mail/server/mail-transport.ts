import 'server-only';
import { createTransport } from 'nodemailer';
import { getServerEnv, type ServerEnv } from '@/server/env';
import { log } from '@/server/log';

/** A file sent with an e-mail, rendered when it is sent (see `MailAttachmentRenderers`). */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: Buffer;
};

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
};

/**
 * How an e-mail leaves the shop: printed to the server log by default, through an SMTP server
 * when SMTP_URL is set. `getMailTransport` picks one.
 */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

/** Without SMTP_URL: the whole e-mail as one log entry (a development aid; docs/operations.md says production sets SMTP_URL). */
export function createLogMailTransport(write: (line: string) => void = (line) => log.info(line)): MailTransport {
  return {
    name: 'log',
    async send(mail) {
      write(
        [
          `[mail] ${mail.subject}`,
          `  from: ${mail.from}`,
          `  to: ${mail.to}`,
          ...(mail.replyTo ? [`  reply-to: ${mail.replyTo}`] : []),
          ...mail.attachments.map((file) => `  attachment: ${file.filename} (${file.contentType}, ${file.content.length} bytes)`),
          ...mail.text.split('\n').map((line) => `  | ${line}`),
        ].join('\n'),
      );
    },
  };
}

/*
 * nodemailer waits minutes by default. A mail.send job expires after 5 minutes, so a stuck
 * server must fail the attempt well before that and leave the retry to the job queue.
 * Parameters in the URL (e.g. ?socketTimeout=120000) override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000, dnsTimeout: 10_000 };

/**
 * Sends through the SMTP server of `url`: `smtp://` (upgraded with STARTTLS when the server
 * offers it) or `smtps://` (TLS from the start), with credentials as `user:password@`. One
 * connection per e-mail: the worker sends few, and nothing idles open between batches.
 */
export function createSmtpMailTransport(url: string): MailTransport {
  const transporter = createTransport({ ...SMTP_TIMEOUTS, url });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
      });
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise the log, and the outbox keeps every message. */
export function getMailTransport(env: Pick<ServerEnv, 'SMTP_URL'> = getServerEnv()): MailTransport {
  return env.SMTP_URL ? createSmtpMailTransport(env.SMTP_URL) : createLogMailTransport();
}
