import type { Metadata } from 'next';
import { LandingEditor } from '@/domains/content/admin/landing-editor';

export const metadata: Metadata = { title: 'Landing page' };

/** SPEC §2 /admin/landings/{id}. */
export default async function AdminLandingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LandingEditor landingId={id} />;
}
