import type { PaymentIcon } from '../schemas';

/**
 * A card network's mark, named for screen readers (e.g. "Visa"): the network's own mark from Simple
 * Icons (CC0), in its brand colours, as a file of public/payment-marks. Inline, the American Express
 * path alone (3.5 kB) was sent twice with every page, in its HTML and in its RSC payload.
 */
export function PaymentBrandMark({ payment, label, size = 32 }: { payment: PaymentIcon; label: string; size?: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- a small vector file: the image optimizer has nothing to do for it
  return <img src={`/payment-marks/${payment}.svg`} alt={label} width={size} height={size} />;
}
