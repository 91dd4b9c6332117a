import type { Metadata } from 'next';
import { EditTagScreen } from '@/domains/catalog/admin/tag-screens';

export const metadata: Metadata = { title: 'Tag' };

/** SPEC §2 /admin/tags/{id}: edit, delete and assign one tag. */
export default async function AdminTagPage({ params }: { params: Promise<{ id: string }> }) {
  return <EditTagScreen id={(await params).id} />;
}
