import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FooterEditor } from '@/domains/content/admin/footer-editor';

export const metadata: Metadata = { title: 'Footer · Content' };

export default function AdminFooterContentPage() {
  return (
    <>
      <AdminPageHeader title="Footer" description="Shown at the bottom of every storefront page. Links open a page, another website, a window or an action." />
      <FooterEditor />
    </>
  );
}
