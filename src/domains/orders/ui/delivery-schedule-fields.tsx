'use client';

import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/ui/form-field';
import { addDaysToLocalDate, getLocalDateAndHour } from '@/lib/local-time';
import { guessRecipientTimeZone } from '../lib/gift-delivery';
import { GIFT_DELIVERY_MAX_DAYS_AHEAD, recipientTimeZones, type RecipientTimeZone } from '../schemas';
import { formatHourOfDay } from './gift-delivery-summary';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export type DeliverySchedule = { date: string; hour: number; timeZone: RecipientTimeZone };

/** The day, hour and time zone a voucher e-mail goes out at (the gift page and /order). */
export function DeliveryScheduleFields({
  idPrefix,
  schedule,
  dateError,
  locale,
  onChange,
}: {
  idPrefix: string;
  schedule: DeliverySchedule;
  dateError?: string;
  locale: string;
  onChange: (change: Partial<DeliverySchedule>) => void;
}) {
  const t = useTranslations('form.giftPersonalisation');
  const today = getLocalDateAndHour(schedule.timeZone, new Date()).date;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-date`}
        type="date"
        label={t('date')}
        min={today}
        max={addDaysToLocalDate(today, GIFT_DELIVERY_MAX_DAYS_AHEAD)}
        value={schedule.date}
        onChange={(event) => onChange({ date: event.target.value })}
        error={dateError}
      />
      <SelectField id={`${idPrefix}-hour`} label={t('hour')} value={schedule.hour} onChange={(event) => onChange({ hour: Number(event.target.value) })}>
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {formatHourOfDay(locale, hour)}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <SelectField
          id={`${idPrefix}-time-zone`}
          label={t('timeZone')}
          value={schedule.timeZone}
          onChange={(event) => onChange({ timeZone: guessRecipientTimeZone(event.target.value) })}
        >
          {recipientTimeZones.map((zone) => (
            <option key={zone} value={zone}>
              {t(`timeZones.${zone}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
