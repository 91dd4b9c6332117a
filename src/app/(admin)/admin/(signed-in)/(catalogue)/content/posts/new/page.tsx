import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PostEditor } from '@/domains/content/admin/post-editor';

export const metadata: Metadata = { title: 'New post · Content' };

export default function AdminNewPostPage() {
  return (
    <>
      <AdminPageHeader title="New post" description="Save as a draft first, or tick Published to put it on the blog." />
      <PostEditor postId={null} />
    </>
  );
}
