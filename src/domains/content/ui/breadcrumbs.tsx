import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import { buildBreadcrumbListJsonLd } from '../lib/structured-data';
import type { BreadcrumbLink } from '../schemas';
import { StaffText } from '@/components/ui/staff-text';

interface BreadcrumbsProps {
  /** From Home to the current page, in display order; the last item is the page itself. */
  items: readonly (BreadcrumbLink & { untranslated?: readonly 'label'[] })[];
  /** SITE_URL, for the absolute URLs of the BreadcrumbList structured data. */
  siteUrl: string;
  className?: string;
}

/** Breadcrumb trail (WAI-ARIA breadcrumb pattern) with its schema.org BreadcrumbList. */
export async function Breadcrumbs({ items, siteUrl, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const t = await getTranslations('modules.breadcrumbs');
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={t('label')} className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {items.map((item, index) => (
          <li key={`${index}:${item.url}`} className="flex items-center gap-2">
            {index === lastIndex ? (
              <span aria-current="page" className="font-semibold text-ink">
                <StaffText untranslated={item.untranslated?.includes('label')}>{item.label}</StaffText>
              </span>
            ) : (
              <>
                <Link href={item.url} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-brand hover:underline">
                  <StaffText untranslated={item.untranslated?.includes('label')}>{item.label}</StaffText>
                </Link>
                <span aria-hidden="true">/</span>
              </>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={buildBreadcrumbListJsonLd(items, siteUrl)} />
    </nav>
  );
}
