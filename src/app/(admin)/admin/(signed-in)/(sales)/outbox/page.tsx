import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OutboxView } from '@/domains/mail/admin/outbox-view';

export const metadata: Metadata = { title: 'Outbox' };

export default function OutboxPage() {
  return (
    <Suspense>
      <OutboxView />
    </Suspense>
  );
}
