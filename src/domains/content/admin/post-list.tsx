'use client';

import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { toast } from 'sonner';
import { AdminSearchField } from '@/components/admin/admin-list-controls';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { useAdminListParams } from '@/components/admin/use-admin-list-params';
import { adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { staffPostRowSchema, type StaffPostRow } from '../schemas';
import { formatAdminDateTime } from '@/components/admin/admin-date-time';
import { describePostStatus, POSTS_PATH, useDeletePost } from './posts-api';
import { contentQueryKeys } from './site-content-api';

const postListAnswerSchema = adminListAnswerSchema(staffPostRowSchema);

/** /admin/content/posts: every post, drafts and scheduled ones too, searchable, a page at a time. */
export function PostList() {
  const list = useAdminListParams({ perPage: 20 });
  const query = list.apiQuery();
  const posts = useQuery({
    queryKey: contentQueryKeys.postList(query),
    queryFn: () => requestAdminApi(`${POSTS_PATH}?${query}`, postListAnswerSchema),
    placeholderData: (previous) => previous,
  });
  const deletePost = useDeletePost();

  const columns: ColumnDef<StaffPostRow, unknown>[] = [
    {
      header: 'Title',
      cell: ({ row }) => (
        <Link href={`/admin/content/posts/${row.original.id}`} className="font-medium text-brand-dark underline underline-offset-4">
          {row.original.title}
        </Link>
      ),
    },
    { header: 'Slug', cell: ({ row }) => <span className="font-mono text-xs">{row.original.slug}</span> },
    { header: 'Status', cell: ({ row }) => describePostStatus(row.original) },
    { header: 'Publication date', cell: ({ row }) => formatAdminDateTime(row.original.publishedAt) },
    { header: 'Last change', cell: ({ row }) => formatAdminDateTime(row.original.updatedAt) },
    {
      header: 'Actions',
      cell: ({ row }) => (
        // Positioned, so the buttons' screen-reader text stays inside the table's own scroll box
        // instead of widening the page on a phone.
        <div className="relative flex flex-wrap gap-2">
          {describePostStatus(row.original) === 'Live' ? (
            <a href={`/blog/${row.original.slug}`} target="_blank" rel="noopener noreferrer" className="inline-flex h-8 items-center text-sm text-brand-dark underline underline-offset-4">
              View<span className="sr-only"> {row.original.title} on the shop (opens in a new tab)</span>
            </a>
          ) : null}
          <ConfirmButton
            title={`Delete "${row.original.title}"?`}
            description="The post leaves the blog at once. This cannot be undone."
            confirmLabel="Delete post"
            onConfirm={async () => {
              try {
                await deletePost.mutateAsync(row.original.id);
                toast.success('Post deleted.');
              } catch (error) {
                toast.error(describeAdminError(error));
              }
            }}
          >
            Delete<span className="sr-only"> {row.original.title}</span>
          </ConfirmButton>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <AdminSearchField label="Search posts by title or slug" value={list.search} onSearch={list.setSearch} />
      <AdminListTable
        caption="Blog posts"
        columns={columns}
        query={posts}
        describeError={describeAdminError}
        empty={list.search ? `No posts match "${list.search}".` : 'No posts yet. Write the first one with "New post".'}
        list={list}
        pagesOnceLoaded
      />
    </div>
  );
}
