import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PostEditor } from '@/domains/content/admin/post-editor';

export const metadata: Metadata = { title: 'Edit post · Content' };

export default async function AdminEditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <>
      <AdminPageHeader title="Edit post" />
      <PostEditor postId={id} />
    </>
  );
}
