import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page; page 1 should be the plain list URL so it has one canonical address. */
  hrefFor: (page: number) => string;
}

const linkClasses = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border border-black/10 px-3 font-semibold hover:border-brand hover:text-brand';

/** Previous / numbered / next links; works without JavaScript. */
export async function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('index.blog');
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev" className={linkClasses}>
              <Icon name="chevron-left" size={18} />
              <span>{t('previous')}</span>
            </Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${linkClasses} border-brand bg-brand text-white hover:text-white`}>
                <span className="sr-only">{t('page', { page: number })}</span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <Link href={hrefFor(number)} className={linkClasses} aria-label={t('page', { page: number })}>
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" className={linkClasses}>
              <span>{t('next')}</span>
              <Icon name="chevron-right" size={18} />
            </Link>
          </li>
        )}
      </ul>
      <p className="text-sm text-muted">{t('pageStatus', { page, pageCount })}</p>
    </nav>
  );
}
