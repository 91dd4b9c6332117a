import type { OutboxStatus } from '../schemas';

const statusStyles: Record<OutboxStatus, { label: string; className: string }> = {
  queued: { label: 'Queued', className: 'bg-slate-100 text-slate-800' },
  scheduled: { label: 'Scheduled', className: 'bg-sky-100 text-sky-900' },
  sent: { label: 'Sent', className: 'bg-green-100 text-green-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-200 text-slate-800' },
};

export const outboxStatusLabels = Object.fromEntries(Object.entries(statusStyles).map(([status, style]) => [status, style.label])) as Record<OutboxStatus, string>;

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const style = statusStyles[status];
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${style.className}`}>{style.label}</span>;
}
