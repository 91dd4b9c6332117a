import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { PostList } from '@/domains/content/admin/post-list';

export const metadata: Metadata = { title: 'Blog posts · Content' };

export default function AdminPostsPage() {
  return (
    <>
      <AdminPageHeader
        title="Blog posts"
        description="Drafts stay private; a published post shows on the blog from its publication date."
        actions={
          <Link href="/admin/content/posts/new" className={getButtonClassName('primary', 'md')}>
            New post
          </Link>
        }
      />
      {/* The list keeps its page and search in the address (useSearchParams). */}
      <Suspense fallback={<p role="status">Loading…</p>}>
        <PostList />
      </Suspense>
    </>
  );
}
