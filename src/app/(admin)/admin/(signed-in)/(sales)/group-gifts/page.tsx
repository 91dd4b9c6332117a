import type { Metadata } from 'next';
import { Suspense } from 'react';
import { GroupGiftList } from '@/domains/group-gifts/admin/group-gift-list';

export const metadata: Metadata = { title: 'Group gifts' };

export default function GroupGiftsPage() {
  // The list keeps its page, search and status in the address (useSearchParams).
  return (
    <Suspense>
      <GroupGiftList />
    </Suspense>
  );
}
