'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { GiftDelivery } from '../schemas';

/** "9:00 a.m." for an hour of the day, in the page's locale. */
export function formatHourOfDay(locale: string, hour: number): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));
}

/** "Dec 24, 2026" for a calendar date ("YYYY-MM-DD"), whatever the browser's own zone. */
export function formatLocalDate(locale: string, date: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** One line saying how and when the voucher travels, for the preview and the cart. */
export function useDescribeGiftDelivery(): (delivery: GiftDelivery) => string {
  const t = useTranslations('form.giftPersonalisation');
  const locale = useLocale();
  return useCallback(
    (delivery: GiftDelivery) => {
      if (delivery.method === 'print') return t('summary.print');
      const email = delivery.recipientEmail || t('summary.theirEmail');
      if (delivery.schedule.when === 'now') return t('summary.emailNow', { email });
      const { date, hour, timeZone } = delivery.schedule;
      return t('summary.emailScheduled', {
        email,
        date: formatLocalDate(locale, date),
        time: formatHourOfDay(locale, hour),
        zone: t(`timeZones.${timeZone}`),
      });
    },
    [locale, t],
  );
}
