import { z } from 'zod';

/*
 * Error messages are keys of `form.contact.errors`, so the form shows them translated whether
 * they come from the browser check or from the server.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(100, 'nameTooLong'),
  email: z.string().trim().min(1, 'emailRequired').max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
  message: z.string().trim().min(10, 'messageTooShort').max(5000, 'messageTooLong'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export type ContactFieldName = keyof ContactMessage;

/*
 * What an outbox e-mail attaches, as references rendered when it is sent: the bytes come from
 * their owner (a voucher's PDF from the vouchers area), so the outbox stores no copies. A new
 * kind joins this union, and `src/job-workers.ts` passes the worker a renderer for it.
 */
const mailAttachmentReferenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('voucher-pdf'), voucherId: z.string().min(1) }),
  z.object({ kind: z.literal('booking-ics'), bookingId: z.string().min(1) }),
]);
export type MailAttachmentReference = z.infer<typeof mailAttachmentReferenceSchema>;
export type MailAttachmentKind = MailAttachmentReference['kind'];

export const mailAttachmentReferencesSchema = z.array(mailAttachmentReferenceSchema);

/*
 * Values an e-mail must carry but the outbox must not keep (a voucher's certificate number): the
 * stored text holds the placeholder, and the owner's renderer supplies the value when the e-mail
 * is sent. Placeholders are plain text, so they survive the React Email rendering unchanged.
 */
const mailFillInReferenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('certificate-number'), voucherId: z.string().min(1), placeholder: z.string().regex(/^\[\[[a-z0-9-]+\]\]$/) }),
  // A password-reset link: its token sealed with a key only the app holds (docs/adr/0014).
  z.object({ kind: z.literal('password-reset-link'), sealedToken: z.string().min(1), placeholder: z.string().regex(/^\[\[[a-z0-9-]+\]\]$/) }),
  // A sign-up confirmation link: its token sealed with a key only the app holds (docs/security.md).
  z.object({ kind: z.literal('sign-up-link'), sealedToken: z.string().min(1), placeholder: z.string().regex(/^\[\[[a-z0-9-]+\]\]$/) }),
]);
export type MailFillInReference = z.infer<typeof mailFillInReferenceSchema>;
export type MailFillInKind = MailFillInReference['kind'];

export const mailFillInReferencesSchema = z.array(mailFillInReferenceSchema);

/*
 * The back office's outbox. `scheduled` and `queued` are both still to send (QUEUED in the table):
 * scheduled ones wait for their chosen time, queued ones are due now or being retried.
 */
export const OUTBOX_STATUSES = ['queued', 'scheduled', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

const listNumber = (fallback: number, max: number, message: string) => z.coerce.number(message).int(message).min(1, message).max(max, message).default(fallback);

/** SPEC §7 list parameters of `GET /api/admin/outbox`: a status, `search` (recipient or subject), `page`, `per_page`. */
export const outboxListParamsSchema = z.object({
  status: z.enum(OUTBOX_STATUSES, 'Choose queued, scheduled, sent, failed or cancelled').optional(),
  search: z.string().trim().max(200, 'Keep the search under 200 characters').optional(),
  page: listNumber(1, 10_000, 'The page is a whole number from 1'),
  per_page: listNumber(20, 100, 'per_page is a whole number from 1 to 100'),
});
export type OutboxListParams = z.output<typeof outboxListParamsSchema>;

export const outboxEmailRowSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sendAfter: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  failedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxEmailRow = z.infer<typeof outboxEmailRowSchema>;

/**
 * One outbox e-mail as staff may read it: the stored text and HTML (where secrets such as a
 * password-reset link are placeholders, docs/adr/0014) and what it attaches. The fill-ins that
 * hold those secrets never leave the server.
 */
export const outboxEmailDetailSchema = outboxEmailRowSchema.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  attachmentKinds: z.array(z.string()),
});
export type OutboxEmailDetail = z.infer<typeof outboxEmailDetailSchema>;
