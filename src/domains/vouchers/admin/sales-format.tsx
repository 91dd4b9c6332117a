/** A moment as staff read it, in the shop's zone (the back office is en-CA only). */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }).format(new Date(iso));
}

const tones: Record<string, string> = {
  ISSUED: 'bg-sky-100 text-sky-900',
  ACTIVATED: 'bg-emerald-100 text-emerald-900',
  FULFILLED: 'bg-emerald-100 text-emerald-900',
  SUCCEEDED: 'bg-emerald-100 text-emerald-900',
  PAID: 'bg-emerald-100 text-emerald-900',
  sent: 'bg-emerald-100 text-emerald-900',
  VOID: 'bg-slate-200 text-slate-900',
  CANCELLED: 'bg-slate-200 text-slate-900',
  cancelled: 'bg-slate-200 text-slate-900',
  none: 'bg-slate-200 text-slate-900',
  REFUNDED: 'bg-amber-100 text-amber-900',
  PENDING: 'bg-amber-100 text-amber-900',
  queued: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  FAILED: 'bg-red-100 text-red-900',
  failed: 'bg-red-100 text-red-900',
};

/** A status as a word on a tinted chip; the word carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status] ?? 'bg-slate-200 text-slate-900'}`}>{label}</span>;
}
