'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { frCA } from 'react-day-picker/locale/fr-CA';
import 'react-day-picker/style.css';
import { Button } from '@/components/ui/button';
import { StaffText } from '@/components/ui/staff-text';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { DialogCloseButton, DialogFrame } from '@/components/ui/dialog-frame';
import { Link } from '@/i18n/navigation';
import { requestApi } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { estimateBookingAction } from '../actions';
import { formatDepartureHour } from '../lib/booking-time-label';
import { toCheckoutQuery } from '../lib/checkout-query';
import { bookingAvailabilitySchema, type BookingAvailabilityAnswer } from '../schemas';
import { endExchangeIntent, readExchangeIntent, rememberExchangeIntent, subscribeToExchangeIntent } from './exchange-intent';

const PRICE_DEBOUNCE_MS = 400;
const ADULT_MIN_AGE = 18;
const dialogClassName =
  'fixed left-1/2 top-1/2 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl';
const closeClassName = 'absolute right-3 top-3 flex size-11 items-center justify-center rounded-full hover:bg-black/5';

// The calendar's own accent (blue by default) in the shop's colours.
const calendarColours = { '--rdp-accent-color': 'var(--color-brand-dark)', '--rdp-accent-background-color': 'var(--color-brand-light)' } as CSSProperties;


type AgeBand = BookingAvailabilityAnswer['ageBands'][number];
type Price = { status: 'idle' | 'loading' } | { status: 'priced'; totalCents: number } | { status: 'refused'; message: string };

/** "YYYY-MM" of a calendar Date (the picker's days are plain calendar dates in the browser). */
function toMonthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

function toDateKey(date: Date): string {
  return `${toMonthKey(date)}-${String(date.getDate()).padStart(2, '0')}`;
}

function fromDateKey(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

function isAdultBand(band: AgeBand): boolean {
  return band.minAge >= ADULT_MIN_AGE;
}

/** Two adults (or the first band) to start with, within the product's limits. */
function getStartingParty(availability: BookingAvailabilityAnswer): Record<string, number> {
  const party: Record<string, number> = {};
  for (const band of availability.ageBands) party[band.code] = band.minTravellers;
  const lead = availability.ageBands.find(isAdultBand) ?? availability.ageBands[0];
  if (lead) party[lead.code] = Math.max(party[lead.code] ?? 0, Math.min(2, lead.maxTravellers ?? 2, availability.maxTravellers));
  return party;
}

function countTravellers(party: Record<string, number>): number {
  return Object.values(party).reduce((sum, count) => sum + count, 0);
}

/**
 * The booking box of /booking/{slug}: option, travellers ('Change travellers count'), a calendar
 * of the bookable dates with the available-hours modal, a live price and "Book now". The page is
 * static and the same for everyone, so everything here that changes (seats, the lead time, the
 * price) is fetched by the browser.
 */
export function BookingWidget({ productSlug }: { productSlug: string }) {
  const t = useTranslations('modules.booking.widget');
  const locale = useLocale();
  const id = useId();
  const [month, setMonth] = useState(() => toMonthKey(new Date()));
  const [availability, setAvailability] = useState<BookingAvailabilityAnswer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [gradeCode, setGradeCode] = useState<string | null>(null);
  const [party, setParty] = useState<Record<string, number> | null>(null);
  const [travelDate, setTravelDate] = useState<string | null>(null);
  const [startTime, setStartTime] = useState<string | null>(null);
  const [hoursOpen, setHoursOpen] = useState(false);
  const [travellersOpen, setTravellersOpen] = useState(false);
  const [price, setPrice] = useState<Price>({ status: 'idle' });
  // /cancellation's "Change date or experience" (?exchange=<booking id>): the page is static, so the browser reads it.
  const exchangeOf = useSyncExternalStore(subscribeToExchangeIntent, readExchangeIntent, () => null);
  useEffect(rememberExchangeIntent, []);

  useEffect(() => {
    let current = true;
    requestApi(`/api/bookings/${encodeURIComponent(productSlug)}/availability?${new URLSearchParams({ month, locale })}`, bookingAvailabilitySchema)
      .then((answer) => {
        if (!current) return;
        setLoadFailed(false);
        setAvailability(answer);
        // The lead time often pushes the first date into a later month: open the calendar there.
        const firstMonth = answer.firstBookableDate.slice(0, 7);
        if (answer.days.length === 0 && firstMonth > month) setMonth(firstMonth);
      })
      .catch(() => {
        if (current) setLoadFailed(true);
      });
    return () => {
      current = false;
    };
  }, [productSlug, month, locale]);

  const grade = availability?.tourGrades.find((candidate) => candidate.code === gradeCode) ?? availability?.tourGrades[0] ?? null;
  const travellers = party ?? (availability ? getStartingParty(availability) : {});
  const travellerCount = countTravellers(travellers);
  const days = useMemo(() => new Map((availability?.days ?? []).map((day) => [day.date, day])), [availability]);
  const chosenDay = travelDate ? days.get(travelDate) : undefined;
  const needsHour = Boolean(chosenDay && chosenDay.hours.length > 0);
  const complete = Boolean(grade && travelDate && (!needsHour || startTime) && travellerCount > 0);
  // `travellers` is rebuilt each render: the memo follows its content.
  const partyKey = Object.entries(travellers)
    .map(([code, count]) => `${code}:${count}`)
    .join(',');
  const selection = useMemo(
    () =>
      grade && travelDate
        ? {
            productSlug,
            tourGradeCode: grade.code,
            travelDate,
            startTime: needsHour ? startTime : null,
            travellers: partyKey.split(',').map((entry) => {
              const [ageBandCode = '', count = '0'] = entry.split(':');
              return { ageBandCode, count: Number(count) };
            }),
          }
        : null,
    [productSlug, grade, travelDate, startTime, needsHour, partyKey],
  );

  // The server's price for the whole selection, once the choice settles.
  useEffect(() => {
    if (!complete || !selection) return;
    let current = true;
    const timer = setTimeout(() => {
      setPrice({ status: 'loading' });
      void estimateBookingAction(selection).then((result) => {
        if (!current) return;
        if (result.ok) setPrice({ status: 'priced', totalCents: result.data.totalCents });
        else setPrice({ status: 'refused', message: Object.values(result.fieldErrors)[0]?.[0] ?? result.message });
      });
    }, PRICE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [complete, selection]);

  function changeCount(band: AgeBand, delta: number) {
    setParty({ ...travellers, [band.code]: (travellers[band.code] ?? 0) + delta });
    setPrice({ status: 'idle' });
  }

  function pickDay(day: Date | undefined) {
    if (!day) return;
    const key = toDateKey(day);
    setTravelDate(key);
    setStartTime(null);
    setPrice({ status: 'idle' });
    if ((days.get(key)?.hours.length ?? 0) > 0) setHoursOpen(true);
  }

  const formatDate = (date: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  const chosenHour = chosenDay?.hours.find((hour) => hour.startTime === startTime);
  const adultCount = availability?.ageBands.filter(isAdultBand).reduce((sum, band) => sum + (travellers[band.code] ?? 0), 0) ?? 0;
  const adultMissing = Boolean(availability?.requiresAdult && adultCount === 0);

  return (
    <div data-testid="booking-widget">
      {exchangeOf ? (
        <div className="mb-4 flex flex-col gap-2 rounded-md bg-brand-light p-3 text-sm" data-testid="exchange-notice">
          <p className="font-semibold">{t('exchanging')}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Link href="/booking" className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
              {t('exchangeOtherExperience')}
            </Link>
            <button
              type="button"
              onClick={() => {
                endExchangeIntent();
                window.history.replaceState(null, '', window.location.pathname);
              }}
              className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
            >
              {t('exchangeStop')}
            </button>
          </p>
        </div>
      ) : null}
      {loadFailed ? (
        <p role="alert" className="mt-4 text-sm font-medium text-brand-dark">
          {t('loadFailed')}
        </p>
      ) : null}
      {!availability ? (
        !loadFailed && (
          // Holds about the loaded widget's height (36–51 rem): content below it, such as the reviews a
          // visitor jumped to from the rating, stays where it is when the calendar arrives.
          <div className="mt-4 min-h-[36rem]">
            <p role="status" className="text-sm">
              {t('loading')}
            </p>
          </div>
        )
      ) : (
        <div className="mt-4 flex flex-col gap-5">
          <p className="text-sm font-semibold text-brand-dark">{availability.serviceType === 'VIATOR' ? t('instant') : t('request')}</p>
          {availability.tourGrades.length > 1 ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-bold">{t('grade')}</legend>
              {availability.tourGrades.map((option) => (
                <label key={option.code} className="flex min-h-11 cursor-pointer items-start gap-2 rounded-md border border-black/10 p-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-grade`}
                    value={option.code}
                    checked={grade?.code === option.code}
                    onChange={() => {
                      setGradeCode(option.code);
                      setPrice({ status: 'idle' });
                    }}
                    className="mt-1 size-4 accent-brand"
                  />
                  <span>
                    <StaffText className="block font-semibold" untranslated={option.untranslated.includes('title')}>
                      {option.title}
                    </StaffText>
                    {option.description ? (
                      <StaffText className="block text-muted" untranslated={option.untranslated.includes('description')}>
                        {option.description}
                      </StaffText>
                    ) : null}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}

          <div className="flex items-center justify-between gap-3">
            <div>
              <p className="text-sm font-bold">{t('travellers')}</p>
              <p className="text-sm" data-testid="traveller-count">
                {t('travellersSummary', { count: travellerCount })}
              </p>
            </div>
            <Button variant="secondary" className="min-h-11" onClick={() => setTravellersOpen(true)}>
              {t('changeTravellers')}
            </Button>
          </div>

          <div>
            <p className="text-sm font-bold" id={`${id}-calendar`}>
              {t('date')}
            </p>
            <p className="text-xs text-muted">{t('localTimes', { timeZone: availability.timeZoneName })}</p>
            <div className="-mx-2 mt-2 overflow-x-auto">
              <DayPicker
                mode="single"
                aria-labelledby={`${id}-calendar`}
                month={fromDateKey(`${month}-01`)}
                onMonthChange={(next) => setMonth(toMonthKey(next))}
                startMonth={fromDateKey(`${toMonthKey(new Date())}-01`)}
                selected={travelDate ? fromDateKey(travelDate) : undefined}
                onSelect={pickDay}
                disabled={(day) => !days.has(toDateKey(day))}
                required={false}
                style={calendarColours}
                // Month, weekdays and day labels in the page's language (English is the picker's own).
                locale={locale === 'fr-CA' ? frCA : undefined}
              />
            </div>
            {availability.days.length === 0 ? <p className="text-sm text-muted">{t('noDates')}</p> : null}
          </div>

          <div aria-live="polite" className="flex flex-col gap-1 rounded-md bg-brand-light p-3 text-sm">
            <p className="font-semibold" data-testid="chosen-departure">
              {travelDate
                ? chosenHour
                  ? t('chosen', { date: formatDate(travelDate), hour: formatDepartureHour(locale, chosenHour.startTime, chosenHour.timeZoneLabel) })
                  : t('chosenDay', { date: formatDate(travelDate) })
                : t('noDateYet')}
            </p>
            {travelDate && availability.serviceType === 'VIATOR' ? <p className="text-muted">{t('supplierHours')}</p> : null}
            {complete ? (
              <p className="flex items-baseline justify-between gap-2">
                <span>{t('price')}</span>
                {price.status === 'priced' ? (
                  <span className="text-lg font-extrabold text-brand-dark" data-testid="live-price">
                    {formatMoney(price.totalCents, locale)}
                  </span>
                ) : price.status === 'refused' ? null : (
                  <span>{t('pricing')}</span>
                )}
              </p>
            ) : null}
            {price.status === 'refused' ? (
              <p role="alert" className="font-medium text-brand-dark">
                {price.message}
              </p>
            ) : null}
            {price.status === 'priced' ? <p className="text-xs text-muted">{t('priceNote')}</p> : null}
          </div>

          {complete && selection && price.status === 'priced' ? (
            <Link
              href={{ pathname: '/booking/checkout', query: exchangeOf ? { ...toCheckoutQuery(selection), exchange: exchangeOf } : toCheckoutQuery(selection) }}
              className={getButtonClassName('primary', 'lg', 'w-full rounded-full')}
            >
              {exchangeOf ? t('continueExchange') : t('bookNow')}
            </Link>
          ) : (
            <p className="text-center text-sm text-muted">{t('chooseDateFirst')}</p>
          )}
        </div>
      )}

      <DialogFrame
        open={hoursOpen}
        onClose={() => setHoursOpen(false)}
        layer="z-50"
        overlayTestId="hours-overlay"
        className={dialogClassName}
        aria-describedby={`${id}-hours-intro`}
      >
        <Dialog.Title className="pr-10 text-lg font-extrabold">{t('hoursTitle')}</Dialog.Title>
        <p id={`${id}-hours-intro`} className="text-sm text-muted">
          {travelDate && availability ? t('hoursIntro', { date: formatDate(travelDate), timeZone: availability.timeZoneName }) : null}
        </p>
        <ul className="flex flex-col gap-2">
          {chosenDay?.hours.map((hour) => {
            const full = hour.remaining < Math.max(1, travellerCount);
            return (
              <li key={hour.startTime}>
                <button
                  type="button"
                  disabled={full}
                  aria-pressed={startTime === hour.startTime}
                  onClick={() => {
                    setStartTime(hour.startTime);
                    setHoursOpen(false);
                  }}
                  className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md border border-black/15 px-3 py-2 text-left hover:border-brand disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-brand aria-pressed:bg-brand-light"
                >
                  <span className="font-semibold">{formatDepartureHour(locale, hour.startTime, hour.timeZoneLabel)}</span>
                  <span className="text-sm">{hour.remaining > 0 ? t('seatsLeft', { count: hour.remaining }) : t('soldOut')}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <DialogCloseButton label={t('close')} className={closeClassName} />
      </DialogFrame>

      <DialogFrame
        open={travellersOpen}
        onClose={() => setTravellersOpen(false)}
        layer="z-50"
        overlayTestId="travellers-overlay"
        className={dialogClassName}
        aria-describedby={`${id}-travellers-limits`}
      >
        <Dialog.Title className="pr-10 text-lg font-extrabold">{t('changeTravellers')}</Dialog.Title>
        <p id={`${id}-travellers-limits`} className="text-sm text-muted">
          {availability ? t('maxTravellers', { count: availability.maxTravellers }) : null} {availability?.requiresAdult ? t('adultRequired') : null}
        </p>
        <ul className="flex flex-col gap-3">
          {availability?.ageBands.map((band) => {
            const count = travellers[band.code] ?? 0;
            const bandMax = Math.min(band.maxTravellers ?? availability.maxTravellers, availability.maxTravellers);
            const canAdd = count < bandMax && travellerCount < availability.maxTravellers;
            return (
              <li key={band.code} className="flex items-center justify-between gap-3">
                <div>
                  <StaffText as="p" className="font-semibold" untranslated={band.untranslated.includes('label')}>
                    {band.label}
                  </StaffText>
                  <p className="text-xs text-muted">{t('ageRange', { minAge: band.minAge, maxAge: band.maxAge })}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Button variant="secondary" className="min-h-11 min-w-11 px-0" aria-label={t('decrease', { label: band.label })} disabled={count <= band.minTravellers} onClick={() => changeCount(band, -1)}>
                    −
                  </Button>
                  <output className="w-6 text-center font-bold" aria-live="polite" aria-label={band.label}>
                    {count}
                  </output>
                  <Button variant="secondary" className="min-h-11 min-w-11 px-0" aria-label={t('increase', { label: band.label })} disabled={!canAdd} onClick={() => changeCount(band, 1)}>
                    +
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {adultMissing ? (
          <p role="alert" className="text-sm font-medium text-brand-dark">
            {t('adultRequired')}
          </p>
        ) : null}
        <Button disabled={adultMissing || travellerCount === 0} onClick={() => setTravellersOpen(false)}>
          {t('done')}
        </Button>
        <DialogCloseButton label={t('close')} className={closeClassName} />
      </DialogFrame>
    </div>
  );
}
