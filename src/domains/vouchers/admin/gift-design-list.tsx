'use client';

import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import Link from 'next/link';
import { toast } from 'sonner';
import { AdminQueryFrame, describeAdminError } from '@/components/admin/admin-query-frame';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { Button } from '@/components/ui/button';
import type { StaffGiftDesign } from '../staff-schemas';
import { fetchGiftDesigns, giftDesignQueryKeys, useDeleteGiftDesign, usePublishGiftDesign, useReorderGiftDesigns } from './gift-design-api';

/** /admin/gift-designs: the card designs in the order buyers see them; publish, move, edit, delete. */
export function GiftDesignList() {
  const designs = useQuery({ queryKey: giftDesignQueryKeys.list, queryFn: fetchGiftDesigns });
  return (
    <AdminQueryFrame query={designs} describeError={describeAdminError}>
      {(rows) => (rows.length === 0 ? <p className="text-muted">No card designs yet. Add the first one with “New design”.</p> : <DesignRows designs={rows} />)}
    </AdminQueryFrame>
  );
}

function DesignRows({ designs }: { designs: StaffGiftDesign[] }) {
  const publish = usePublishGiftDesign();
  const reorder = useReorderGiftDesigns();
  const remove = useDeleteGiftDesign();
  const busy = publish.isPending || reorder.isPending || remove.isPending;

  async function run(work: () => Promise<unknown>, done: string): Promise<void> {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(describeAdminError(error));
    }
  }

  function move(index: number, by: -1 | 1): Promise<void> {
    const ids = designs.map((design) => design.id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    return run(() => reorder.mutateAsync(ids), 'Order saved. The shop offers the designs in this order.');
  }

  return (
    <ol aria-label="Card designs, in the order buyers see them" className="flex flex-col gap-3">
      {designs.map((design, index) => (
        <li key={design.id} className="flex flex-wrap items-center gap-4 rounded-lg border border-black/10 bg-white p-3">
          <span className="relative block h-16 w-48 shrink-0 overflow-hidden rounded bg-slate-100">
            <Image src={design.imageUrl} alt="" fill unoptimized sizes="12rem" className="object-cover" />
          </span>
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <Link href={`/admin/gift-designs/${design.id}`} className="font-semibold text-brand-dark underline underline-offset-4">
              {design.name}
            </Link>
            <p className="text-sm text-muted">
              {design.occasions.length > 0 ? `Suits: ${design.occasions.map((occasion) => occasion.name).join(', ')}` : 'Plain: suits no occasion in particular'}
              {design.voucherCount > 0 ? ` · on ${design.voucherCount} voucher${design.voucherCount === 1 ? '' : 's'}` : ''}
            </p>
            <p className="text-sm font-semibold">{design.published ? 'Published' : 'Not published'}</p>
          </div>
          <div className="relative flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled={busy || index === 0} onClick={() => void move(index, -1)}>
              Move up<span className="sr-only"> {design.name}</span>
            </Button>
            <Button variant="secondary" size="sm" disabled={busy || index === designs.length - 1} onClick={() => void move(index, 1)}>
              Move down<span className="sr-only"> {design.name}</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() =>
                void run(() => publish.mutateAsync({ id: design.id, published: !design.published }), design.published ? `“${design.name}” is no longer offered.` : `“${design.name}” is offered in the shop.`)
              }
            >
              {design.published ? 'Unpublish' : 'Publish'}
              <span className="sr-only"> {design.name}</span>
            </Button>
            <ConfirmButton
              title={`Delete “${design.name}”?`}
              description={
                design.voucherCount > 0
                  ? `Buyers can no longer choose it. The ${design.voucherCount} voucher${design.voucherCount === 1 ? '' : 's'} already sold in it keep it.`
                  : 'Buyers can no longer choose it. This cannot be undone.'
              }
              confirmLabel="Delete design"
              disabled={busy}
              onConfirm={() => run(() => remove.mutateAsync(design.id), 'Design deleted.')}
            >
              Delete<span className="sr-only"> {design.name}</span>
            </ConfirmButton>
          </div>
        </li>
      ))}
    </ol>
  );
}
