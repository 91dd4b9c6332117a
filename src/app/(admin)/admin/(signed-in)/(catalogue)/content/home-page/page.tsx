import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { HomePageEditor } from '@/domains/content/admin/home-page-editor';

export const metadata: Metadata = { title: 'Home page · Content' };

export default function AdminHomePageContentPage() {
  return (
    <>
      <AdminPageHeader
        title="Home page"
        description={
          <>
            The sections of the shop&rsquo;s <Link href="/" className="text-brand-dark underline underline-offset-4">home page</Link>, top to bottom.
          </>
        }
      />
      <HomePageEditor />
    </>
  );
}
