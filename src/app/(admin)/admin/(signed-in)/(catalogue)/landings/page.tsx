import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LandingList } from '@/domains/content/admin/landing-list';

export const metadata: Metadata = { title: 'Landing pages' };

/** SPEC §2 /admin/landings: the list. */
export default function AdminLandingsPage() {
  return (
    <Suspense>
      <LandingList />
    </Suspense>
  );
}
