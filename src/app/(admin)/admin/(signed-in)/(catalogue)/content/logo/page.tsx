import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LogoEditor } from '@/domains/content/admin/logo-editor';

export const metadata: Metadata = { title: 'Logo · Content' };

export default function AdminLogoContentPage() {
  return (
    <>
      <AdminPageHeader title="Logo" description="The picture in the header of every storefront page." />
      <LogoEditor />
    </>
  );
}
