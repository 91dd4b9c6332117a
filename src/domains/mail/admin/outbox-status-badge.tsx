import { StatusBadge, type StatusTone } from '@/components/admin/status-badge';
import type { OutboxStatus } from '../schemas';

const statusStyles: Record<OutboxStatus, { label: string; tone: StatusTone }> = {
  queued: { label: 'Queued', tone: 'quiet' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const outboxStatusLabels = Object.fromEntries(Object.entries(statusStyles).map(([status, style]) => [status, style.label])) as Record<OutboxStatus, string>;

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <StatusBadge label={statusStyles[status].label} tone={statusStyles[status].tone} />;
}
