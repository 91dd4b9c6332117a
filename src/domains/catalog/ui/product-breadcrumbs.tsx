import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { StaffText } from '@/components/ui/staff-text';

export type BreadcrumbLink = { label: string; url: string };

/** The staff-chosen trail of a product (ProductBreadcrumb rows), ending with the product itself. */
export async function ProductBreadcrumbs({ trail, current }: { trail: BreadcrumbLink[]; current: string }) {
  const t = await getTranslations('modules.breadcrumbs');
  return (
    <nav aria-label={t('label')} className="mb-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb) => (
          <li key={`${crumb.label}|${crumb.url}`} className="flex items-center gap-2 after:content-['/']">
            <Link href={crumb.url} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-brand-dark hover:underline">
              <StaffText>{crumb.label}</StaffText>
            </Link>
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-semibold text-ink">
            <StaffText>{current}</StaffText>
          </span>
        </li>
      </ol>
    </nav>
  );
}
