import 'server-only';
import { z } from 'zod';
import { mailFillInReferencesSchema, type MailFillInKind, type MailFillInReference } from '../schemas';

/** Supplies each kind of fill-in's value when the e-mail is sent (given by `src/job-workers.ts`). */
export type MailFillInRenderers = {
  [Kind in MailFillInKind]?: (reference: Extract<MailFillInReference, { kind: Kind }>) => Promise<string>;
};

type MailContent = { subject: string; text: string; html: string | null };

function renderFillIn<Kind extends MailFillInKind>(reference: Extract<MailFillInReference, { kind: Kind }>, renderers: MailFillInRenderers): Promise<string> {
  const render = renderers[reference.kind];
  if (!render) throw new Error(`No renderer for mail fill-ins of kind "${reference.kind}"`);
  return render(reference);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The e-mail with every placeholder replaced by its value (escaped in the HTML part). Throws on a
 * reference it cannot read or render, which fails the send attempt so the job queue tries again.
 */
export async function applyMailFillIns<Content extends MailContent>(content: Content, stored: unknown, renderers: MailFillInRenderers): Promise<Content> {
  if (stored === null) return content;
  const parsed = mailFillInReferencesSchema.safeParse(stored);
  if (!parsed.success) throw new Error(`Unreadable mail fill-in references: ${z.prettifyError(parsed.error)}`);
  let { subject, text, html } = content;
  for (const reference of parsed.data) {
    const value = await renderFillIn(reference, renderers);
    subject = subject.replaceAll(reference.placeholder, value);
    text = text.replaceAll(reference.placeholder, value);
    html = html?.replaceAll(reference.placeholder, value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)) ?? null;
  }
  return { ...content, subject, text, html };
}
