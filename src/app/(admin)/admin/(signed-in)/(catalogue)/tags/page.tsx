import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TagTreeScreen } from '@/domains/catalog/admin/tag-tree-screen';

export const metadata: Metadata = { title: 'Tags' };

/** SPEC §2 /admin/tags: the tag tree (its search lives in the address, hence the Suspense boundary). */
export default function AdminTagsPage() {
  return (
    <Suspense>
      <TagTreeScreen />
    </Suspense>
  );
}
