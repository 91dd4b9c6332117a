import { getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/ui/icon';
import { splitDuration } from '../lib/duration';
import type { ProductDetail } from '../schemas';

export async function formatDurationText(totalMinutes: number): Promise<string> {
  const t = await getTranslations('modules.catalog.product');
  const { hours, minutes } = splitDuration(totalMinutes);
  if (hours === 0) return t('durationMinutes', { minutes });
  if (minutes === 0) return t('durationHours', { hours });
  return t('durationHoursMinutes', { hours, minutes });
}

/** Duration, city, group size, provider and confirmation type of an experience. */
export async function ProductFacts({ product }: { product: ProductDetail }) {
  const t = await getTranslations('modules.catalog.product');
  const facts: { icon: IconName; label: string; value: string }[] = [];
  if (product.durationMinutes !== null) {
    facts.push({ icon: 'clock', label: t('duration'), value: await formatDurationText(product.durationMinutes) });
  }
  if (product.city) facts.push({ icon: 'map-pin', label: t('city'), value: product.city });
  facts.push({ icon: 'users', label: t('groupSize'), value: t('groupSizeValue', { count: product.maxTravellers }) });
  if (product.providerName) facts.push({ icon: 'user', label: t('provider'), value: product.providerName });
  facts.push({ icon: 'check', label: t('confirmation'), value: t(`confirmation${product.serviceType}`) });

  return (
    <dl aria-label={t('factsLabel')} className="grid gap-3 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="relative pl-8">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
            <Icon name={fact.icon} size={20} className="absolute left-0 top-1 text-brand-dark" />
            {fact.label}
          </dt>
          <dd className="font-medium">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
