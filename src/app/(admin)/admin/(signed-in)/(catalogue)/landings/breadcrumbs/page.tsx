import type { Metadata } from 'next';
import { BreadcrumbListEditor } from '@/domains/content/admin/breadcrumb-list-editor';

export const metadata: Metadata = { title: 'Breadcrumbs' };

/** SPEC §2 /admin/landings/breadcrumbs: every breadcrumb link. */
export default function AdminBreadcrumbsPage() {
  return <BreadcrumbListEditor />;
}
