// The back office shows dates in the staff member's own time zone, in Canadian English.
const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

export function formatStaffDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatStaffDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
