import { renderDesignEmailArt } from '@/domains/vouchers/server/gift-designs';
import { publicRoute } from '@/server/public-route';

// The voucher e-mail's picture of its card design. Public like any picture of the shop; vouchers
// sold in a design staff deleted since still show it.
export const GET = publicRoute<{ id: string }>(async ({ params }) => {
  const art = await renderDesignEmailArt(params.id);
  return new Response(art as BodyInit, {
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' },
  });
});
