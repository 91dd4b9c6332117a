import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';

export type ActiveFilterChip = { key: string; label: string; removeHref: string };

/**
 * The active filters above a list's results, each a link to the same list without it (so it
 * works without JavaScript), and "Clear all" once there are two or more.
 */
export async function ActiveFilterChips({ chips, clearAllHref }: { chips: ActiveFilterChip[]; clearAllHref?: string }) {
  if (chips.length === 0) return null;
  const t = await getTranslations('modules.catalog.filterChips');
  return (
    <div className="mb-6 flex flex-wrap items-center gap-2">
      <ul aria-label={t('heading')} className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.removeHref}
              scroll={false}
              aria-label={t('remove', { filter: chip.label })}
              className="inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-full border border-brand-dark/40 bg-brand-light py-1 pr-2.5 pl-4 text-sm font-semibold text-brand-dark hover:border-brand-dark hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
            >
              <span className="truncate">{chip.label}</span>
              <Icon name="close" size={16} className="shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
      {clearAllHref !== undefined && chips.length >= 2 && (
        <Link
          href={clearAllHref}
          scroll={false}
          className="inline-flex min-h-10 items-center px-2 text-sm font-semibold text-brand-dark underline underline-offset-4 hover:text-brand"
        >
          {t('clearAll')}
        </Link>
      )}
    </div>
  );
}
