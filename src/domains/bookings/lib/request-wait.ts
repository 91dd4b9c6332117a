/** SPEC §9: custom bookings are answered within 1–3 days; a request left 72 hours is released to the customer. */
export const REQUEST_ANSWER_HOURS = { promised: 24, limit: 72 } as const;

export type RequestWait = {
  hours: number;
  /** `due`: within the first day; `late`: past a day, still inside the promise; `overdue`: past the 3 days. */
  urgency: 'due' | 'late' | 'overdue';
  /** "45 min", "5 h", "2 d 3 h". */
  label: string;
};

/** How long a request has waited for staff, against the 1–3 day promise. */
export function describeRequestWait(requestedAt: string | Date, now: Date): RequestWait {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(requestedAt).getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const urgency = hours >= REQUEST_ANSWER_HOURS.limit ? 'overdue' : hours >= REQUEST_ANSWER_HOURS.promised ? 'late' : 'due';
  const label = hours < 1 ? `${minutes} min` : hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d ${hours % 24} h`;
  return { hours, urgency, label };
}
