import { renderOrderVoucherPdfOrThrow } from '@/domains/orders/server/order-receipt';
import { voucherPdfQuerySchema } from '@/domains/orders/schemas';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';

export const dynamic = 'force-dynamic';

/** A voucher's PDF for the buyer holding the receipt link (order, key, voucher in the query); anyone else gets 404. */
export const GET = publicRoute(async ({ request }) => {
  const query = parseInput(voucherPdfQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const pdf = await renderOrderVoucherPdfOrThrow(query.order, query.key, query.voucher);
  return new Response(new Uint8Array(pdf.content), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdf.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
});
