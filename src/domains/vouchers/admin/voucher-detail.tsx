'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { z } from 'zod';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminQueryFrame, describeAdminError } from '@/components/admin/admin-query-frame';
import { requestAdminApi } from '@/lib/admin-api';
import { staffVoucherSchema } from '../staff-schemas';
import { SALES_QUERY_KEY, VoucherPanel } from './voucher-panel';

const answerSchema = z.object({ data: staffVoucherSchema });

/** /admin/vouchers/{id}: one voucher, e.g. one issued by hand, which has no order page. */
export function VoucherDetail({ voucherId }: { voucherId: string }) {
  const query = useQuery({
    queryKey: [SALES_QUERY_KEY, 'voucher', voucherId],
    queryFn: () => requestAdminApi(`/api/admin/vouchers/${encodeURIComponent(voucherId)}`, answerSchema),
  });
  const voucher = query.data?.data;
  return (
    <>
      <AdminPageHeader
        title={voucher ? `Voucher …${voucher.certificateLast4}` : 'Voucher'}
        actions={
          <Link href="/admin/orders?view=vouchers" className="text-sm font-medium text-brand-dark underline underline-offset-4">
            All vouchers
          </Link>
        }
      />
      <AdminQueryFrame query={query} describeError={(error) => describeAdminError(error, 'The voucher could not be loaded.')}>
        {(answer) => <VoucherPanel voucher={answer.data} />}
      </AdminQueryFrame>
    </>
  );
}
