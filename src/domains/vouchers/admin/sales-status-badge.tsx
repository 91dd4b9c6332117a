import { StatusBadge, type StatusTone } from '@/components/admin/status-badge';

// Orders, vouchers, payments and deliveries share one badge; a status not listed reads as neutral.
const tones: Record<string, StatusTone> = {
  ISSUED: 'info',
  ACTIVATED: 'success',
  FULFILLED: 'success',
  SUCCEEDED: 'success',
  PAID: 'success',
  sent: 'success',
  VOID: 'neutral',
  CANCELLED: 'neutral',
  cancelled: 'neutral',
  none: 'neutral',
  REFUNDED: 'warning',
  PENDING: 'warning',
  queued: 'warning',
  scheduled: 'info',
  FAILED: 'danger',
  failed: 'danger',
};

/** A sales status as staff read it: "PAID" becomes "Paid". */
export function SalesStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={status.charAt(0).toUpperCase() + status.slice(1).toLowerCase()} tone={tones[status] ?? 'neutral'} />;
}
