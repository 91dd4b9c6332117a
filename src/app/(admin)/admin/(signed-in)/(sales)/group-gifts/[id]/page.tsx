import type { Metadata } from 'next';
import { GroupGiftDetail } from '@/domains/group-gifts/admin/group-gift-detail';

export const metadata: Metadata = { title: 'Group gift' };

export default async function GroupGiftPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <GroupGiftDetail groupGiftId={id} />;
}
