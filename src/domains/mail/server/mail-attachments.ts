import 'server-only';
import { z } from 'zod';
import { mailAttachmentReferencesSchema, type MailAttachmentKind, type MailAttachmentReference } from '../schemas';
import type { MailAttachment } from './mail-transport';

/**
 * Turns each kind of attachment reference into its file, given to the outbox worker by
 * `src/job-workers.ts`: the owning area renders its own files (the vouchers area a voucher's
 * PDF), so the mail area imports no other area's server code.
 */
export type MailAttachmentRenderers = {
  [Kind in MailAttachmentKind]?: (reference: Extract<MailAttachmentReference, { kind: Kind }>) => Promise<MailAttachment>;
};

function renderMailAttachment<Kind extends MailAttachmentKind>(
  reference: Extract<MailAttachmentReference, { kind: Kind }>,
  renderers: MailAttachmentRenderers,
): Promise<MailAttachment> {
  const render = renderers[reference.kind];
  if (!render) throw new Error(`No renderer for mail attachments of kind "${reference.kind}"`);
  return render(reference);
}

/**
 * The files of an outbox e-mail's stored references (null: none). Throws on a reference it cannot
 * read or render, which fails the send attempt, so the job queue tries again later.
 */
export async function renderMailAttachments(stored: unknown, renderers: MailAttachmentRenderers): Promise<MailAttachment[]> {
  if (stored === null) return [];
  const parsed = mailAttachmentReferencesSchema.safeParse(stored);
  if (!parsed.success) throw new Error(`Unreadable mail attachment references: ${z.prettifyError(parsed.error)}`);
  return Promise.all(parsed.data.map((reference) => renderMailAttachment(reference, renderers)));
}
