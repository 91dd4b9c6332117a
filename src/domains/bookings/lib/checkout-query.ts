import { bookingSelectionSchema, type BookingSelection } from '../schemas';

/**
 * The booking widget's choice in /booking/checkout's address, readable and shareable:
 * `?product=slug&grade=STANDARD&date=2026-12-18&time=09:30&travellers=ADULT:2,CHILD:1`.
 * `time` is left out for a departure without a fixed start.
 */
export function toCheckoutQuery(selection: Omit<BookingSelection, 'couponCode'>): Record<string, string> {
  const query: Record<string, string> = {
    product: selection.productSlug,
    grade: selection.tourGradeCode,
    date: selection.travelDate,
    travellers: selection.travellers
      .filter(({ count }) => count > 0)
      .map(({ ageBandCode, count }) => `${ageBandCode}:${count}`)
      .join(','),
  };
  if (selection.startTime) query.time = selection.startTime;
  return query;
}

function readTravellers(value: string): { ageBandCode: string; count: number }[] | null {
  const travellers = [];
  for (const entry of value.split(',')) {
    const match = /^([A-Za-z0-9_-]{1,32}):(\d{1,2})$/.exec(entry);
    if (!match) return null;
    travellers.push({ ageBandCode: match[1] ?? '', count: Number(match[2]) });
  }
  return travellers;
}

/** The selection of a checkout address, checked by the booking's own schema; null when anything is missing or malformed. */
export function readCheckoutSelection(params: URLSearchParams): BookingSelection | null {
  const travellers = readTravellers(params.get('travellers') ?? '');
  if (!travellers) return null;
  const parsed = bookingSelectionSchema.safeParse({
    productSlug: params.get('product') ?? '',
    tourGradeCode: params.get('grade') ?? '',
    travelDate: params.get('date') ?? '',
    startTime: params.get('time'),
    travellers,
  });
  if (!parsed.success || !parsed.data.travellers.some(({ count }) => count > 0)) return null;
  return parsed.data;
}

/** Where a refused checkout address goes: the experience it names, or the list of experiences. */
export function getCheckoutFallbackPath(params: URLSearchParams): string {
  const slug = params.get('product') ?? '';
  return /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug) ? `/booking/${slug}` : '/booking';
}
