import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';
import { listPaginationItems } from '../lib/pagination';

const itemClasses = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold';

/** Page links of a list; each page is a plain URL, so paging works without JavaScript. */
export async function Pagination({
  page,
  pageCount,
  buildHref,
}: {
  page: number;
  pageCount: number;
  buildHref: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('modules.catalog.pagination');
  return (
    <nav aria-label={t('label')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link href={buildHref(page - 1)} rel="prev" aria-label={t('previousLabel')} className={`${itemClasses} gap-1 hover:bg-black/5`}>
              <Icon name="chevron-left" size={18} />
              <span className="max-sm:sr-only">{t('previous')}</span>
            </Link>
          </li>
        )}
        {listPaginationItems(page, pageCount).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={buildHref(item.page)}
                aria-label={t('pageLabel', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                className={`${itemClasses} ${item.page === page ? 'bg-brand-dark text-white' : 'hover:bg-black/5'}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={buildHref(page + 1)} rel="next" aria-label={t('nextLabel')} className={`${itemClasses} gap-1 hover:bg-black/5`}>
              <span className="max-sm:sr-only">{t('next')}</span>
              <Icon name="chevron-right" size={18} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
