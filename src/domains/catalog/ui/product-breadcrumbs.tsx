import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { StaffText } from '@/components/ui/staff-text';

/** A link of the trail; `untranslated` lists the label when it is English for want of a translation. */
export type BreadcrumbLink = { label: string; url: string; untranslated?: readonly 'label'[] };

/** The staff-chosen trail of a product (ProductBreadcrumb rows), ending with the product itself. */
export async function ProductBreadcrumbs({ trail, current, currentUntranslated = false }: { trail: BreadcrumbLink[]; current: string; currentUntranslated?: boolean }) {
  const t = await getTranslations('modules.breadcrumbs');
  return (
    <nav aria-label={t('label')} className="mb-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb) => (
          <li key={`${crumb.label}|${crumb.url}`} className="flex items-center gap-2 after:content-['/']">
            <Link href={crumb.url} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-brand-dark hover:underline">
              <StaffText untranslated={crumb.untranslated?.includes('label')}>{crumb.label}</StaffText>
            </Link>
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-semibold text-ink">
            <StaffText untranslated={currentUntranslated}>{current}</StaffText>
          </span>
        </li>
      </ol>
    </nav>
  );
}
