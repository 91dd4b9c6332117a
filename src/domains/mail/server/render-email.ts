import 'server-only';
import { render } from '@react-email/components';
import type { ReactElement } from 'react';

type RenderedEmail = { html: string; text: string };

/**
 * An e-mail template as its HTML and its plain-text part: clients that show no HTML, and spam
 * filters that compare the two, get the same content. Call it where the e-mail is queued (the
 * outbox stores both), not in `npm run worker`: that process runs with the react-server
 * condition, where react-dom/server does not load.
 */
export async function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
