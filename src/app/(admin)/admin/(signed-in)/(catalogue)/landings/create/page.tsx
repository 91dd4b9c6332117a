import type { Metadata } from 'next';
import { LandingEditor } from '@/domains/content/admin/landing-editor';

export const metadata: Metadata = { title: 'New landing page' };

/** SPEC §2 /admin/landings/create. */
export default function AdminCreateLandingPage() {
  return <LandingEditor />;
}
