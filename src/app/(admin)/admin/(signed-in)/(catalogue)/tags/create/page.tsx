import type { Metadata } from 'next';
import { CreateTagScreen } from '@/domains/catalog/admin/tag-screens';

export const metadata: Metadata = { title: 'New tag' };

/** SPEC §2 /admin/tags/create. */
export default function AdminCreateTagPage() {
  return <CreateTagScreen />;
}
