'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { z } from 'zod';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminLoadState, describeAdminError } from '@/components/admin/admin-query-frame';
import { Button } from '@/components/ui/button';
import { requestAdminApi } from '@/lib/admin-api';
import { outboxEmailDetailSchema, type OutboxEmailDetail } from '../schemas';
import { OutboxStatusBadge } from './outbox-status-badge';
import { useRetryEmail } from './outbox-view';

const emailAnswerSchema = z.object({ data: outboxEmailDetailSchema });

const attachmentLabels: Record<string, string> = { 'voucher-pdf': 'Voucher (PDF)', 'booking-ics': 'Calendar file (.ics)' };

function Facts({ email }: { email: OutboxEmailDetail }) {
  const facts: [string, string][] = [
    ['To', email.to],
    ...(email.replyTo ? ([['Reply to', email.replyTo]] as [string, string][]) : []),
    ['Queued', formatAdminDateTime(email.createdAt)],
    ...(email.sendAfter ? ([['Scheduled for', formatAdminDateTime(email.sendAfter)]] as [string, string][]) : []),
    ...(email.sentAt ? ([['Sent', formatAdminDateTime(email.sentAt)]] as [string, string][]) : []),
    ...(email.failedAt ? ([['Gave up', formatAdminDateTime(email.failedAt)]] as [string, string][]) : []),
    ['Attempts', String(email.attempts)],
    ...(email.lastError ? ([['Last error', email.lastError]] as [string, string][]) : []),
    ['Attachments', email.attachmentKinds.length ? email.attachmentKinds.map((kind) => attachmentLabels[kind] ?? kind).join(', ') : 'None'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-black/10 bg-white p-5 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The HTML as the recipient sees it, on request: in a sandboxed frame (no scripts, no same-origin
 * access, no navigation of this page), so a message cannot act in the back office, and the
 * images it names are fetched only when staff ask.
 */
function HtmlPreview({ html, subject }: { html: string; subject: string }) {
  const [shown, setShown] = useState(false);
  return (
    <section aria-labelledby="email-html-title" className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="email-html-title" className="text-lg font-bold">
          As the recipient sees it
        </h2>
        <Button variant="secondary" size="sm" aria-expanded={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Hide the HTML version' : 'Show the HTML version'}
        </Button>
      </div>
      {shown ? (
        <iframe
          title={`Content of the e-mail “${subject}”`}
          srcDoc={html}
          sandbox=""
          referrerPolicy="no-referrer"
          className="h-[36rem] w-full rounded-lg border border-black/10 bg-white"
        />
      ) : null}
    </section>
  );
}

/** One outbox e-mail: who, when, how its sending went, and its content. */
export function OutboxEmailView({ id }: { id: string }) {
  const query = useQuery({ queryKey: ['admin', 'outbox', 'email', id], queryFn: () => requestAdminApi(`/api/admin/outbox/${encodeURIComponent(id)}`, emailAnswerSchema) });
  const retry = useRetryEmail();
  const back = (
    <Link href="/admin/outbox" className="text-sm font-medium text-brand-dark underline underline-offset-4">
      Back to the outbox
    </Link>
  );

  if (!query.isSuccess) {
    return (
      <>
        <AdminPageHeader title="E-mail" actions={back} />
        <AdminLoadState error={query.isError ? describeAdminError(query.error, 'The e-mail could not be loaded. Check your connection and try again.') : null} />
      </>
    );
  }

  const email = query.data.data;
  return (
    <>
      <AdminPageHeader
        title={email.subject}
        description={<OutboxStatusBadge status={email.status} />}
        actions={
          <>
            {email.status === 'failed' ? (
              <Button size="sm" loading={retry.isPending} onClick={() => retry.mutate(email)}>
                Retry sending
              </Button>
            ) : null}
            {back}
          </>
        }
      />
      <Facts email={email} />
      {email.html ? <HtmlPreview html={email.html} subject={email.subject} /> : null}
      <section aria-labelledby="email-text-title" className="mt-6 rounded-lg border border-black/10 bg-white p-5">
        <h2 id="email-text-title" className="text-lg font-bold">
          Plain text
        </h2>
        <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{email.text}</pre>
      </section>
    </>
  );
}
