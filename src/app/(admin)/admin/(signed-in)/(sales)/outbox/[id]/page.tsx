import type { Metadata } from 'next';
import { OutboxEmailView } from '@/domains/mail/admin/outbox-email-view';

export const metadata: Metadata = { title: 'E-mail' };

export default async function OutboxEmailPage({ params }: { params: Promise<{ id: string }> }) {
  return <OutboxEmailView id={(await params).id} />;
}
