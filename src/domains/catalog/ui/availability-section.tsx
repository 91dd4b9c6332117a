import { getLocale, getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StaffText } from '@/components/ui/staff-text';
import { getTimeZoneName } from '@/lib/local-time';
import { formatMoney } from '@/lib/money';
import type { ProductDetail } from '../schemas';

// 7 January 2024 was a Sunday, so day 7 + n falls on weekday n (0 = Sunday).
const SUNDAY_DAY_OF_MONTH = 7;

/**
 * The booking box: the options with their prices per traveller type, the weekly departures of a
 * CUSTOM experience, and the booking widget (bookings' client island, given by the page) that
 * chooses and prices a departure.
 */
export async function AvailabilitySection({ product, bookingWidget }: { product: ProductDetail; bookingWidget: ReactNode }) {
  const locale = await getLocale();
  const [t, format] = await Promise.all([getTranslations('modules.catalog.availability'), getFormatter()]);
  const bands = new Map(product.ageBands.map((band) => [band.code, band]));

  const formatWeekday = (weekday: number) =>
    format.dateTime(new Date(Date.UTC(2024, 0, SUNDAY_DAY_OF_MONTH + weekday)), { weekday: 'long', timeZone: 'UTC' });
  const formatTime = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return format.dateTime(new Date(Date.UTC(2024, 0, 1, hours, minutes)), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  };
  const departures = new Map<number, string[]>();
  for (const slot of product.weeklySlots) departures.set(slot.weekday, [...(departures.get(slot.weekday) ?? []), slot.startTime]);

  return (
    <section aria-labelledby="availability-heading" className="rounded-xl border border-black/10 bg-white p-5 shadow-sm">
      <h2 id="availability-heading" className="text-xl font-extrabold">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>

      {product.tourGrades.length > 0 && (
        <div className="mt-5 flex flex-col gap-4">
          <h3 className="text-base font-bold">{t('gradesLabel')}</h3>
          {product.tourGrades.map((grade) => (
            <table key={grade.code} className="w-full text-left text-sm">
              <caption className="mb-1 text-left">
                <StaffText className="block font-semibold" untranslated={grade.untranslated.includes('title')}>
                  {grade.title}
                </StaffText>
                {grade.description && (
                  <StaffText className="block text-muted" untranslated={grade.untranslated.includes('description')}>
                    {grade.description}
                  </StaffText>
                )}
              </caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t('traveller')}</th>
                  <th scope="col">{t('price')}</th>
                </tr>
              </thead>
              <tbody>
                {grade.prices.map((price) => {
                  const band = bands.get(price.ageBandCode);
                  return (
                    <tr key={price.ageBandCode} className="border-t border-black/10">
                      <th scope="row" className="py-1.5 font-normal">
                        {band
                          ? t.rich('ageBand', {
                              label: band.label,
                              minAge: band.minAge,
                              maxAge: band.maxAge,
                              band: (chunks) => <StaffText untranslated={band.untranslated.includes('label')}>{chunks}</StaffText>,
                            })
                          : price.ageBandCode}
                      </th>
                      <td className="py-1.5 text-right font-semibold">{price.priceCents === 0 ? t('free') : formatMoney(price.priceCents, locale)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ))}
        </div>
      )}

      {product.serviceType === 'CUSTOM' && departures.size > 0 && (
        <div className="mt-5">
          <h3 className="text-base font-bold">{t('departuresHeading')}</h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {[...departures].map(([weekday, times]) => (
              <div key={weekday} className="contents">
                <dt className="font-semibold">{formatWeekday(weekday)}</dt>
                <dd>{times.map(formatTime).join(', ')}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted">{t('departuresNote', { timeZone: getTimeZoneName(product.timeZone, locale) })}</p>
        </div>
      )}
      {product.serviceType === 'VIATOR' && <p className="mt-5 text-sm text-muted">{t('supplierNote')}</p>}

      <div className="mt-6 border-t border-black/10 pt-5">
        {bookingWidget}
      </div>
    </section>
  );
}
