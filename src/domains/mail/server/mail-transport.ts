import 'server-only';

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
};

/**
 * How an e-mail leaves the shop. The default prints it to the server log; an SMTP adapter
 * (nodemailer) implements the same interface and is picked in `getMailTransport`.
 */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

export function createLogMailTransport(log: (line: string) => void = console.info): MailTransport {
  return {
    name: 'log',
    async send(mail) {
      log(
        [
          `[mail] ${mail.subject}`,
          `  from: ${mail.from}`,
          `  to: ${mail.to}`,
          ...(mail.replyTo ? [`  reply-to: ${mail.replyTo}`] : []),
          ...mail.text.split('\n').map((line) => `  | ${line}`),
        ].join('\n'),
      );
    },
  };
}

/** No SMTP settings exist yet, so every environment logs. */
export function getMailTransport(): MailTransport {
  return createLogMailTransport();
}
