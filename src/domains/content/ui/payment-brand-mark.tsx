import { siAmericanexpress, siMastercard, siVisa, type SimpleIcon } from 'simple-icons';
import type { PaymentIcon } from '../schemas';

// The card networks' own marks from Simple Icons (CC0), in their brand colours.
const brandMarks: Record<PaymentIcon, SimpleIcon> = {
  mastercard: siMastercard,
  'american-express': siAmericanexpress,
  visa: siVisa,
};

/** A card network's mark, named for screen readers (e.g. "Visa"). */
export function PaymentBrandMark({ payment, label, size = 32 }: { payment: PaymentIcon; label: string; size?: number }) {
  const mark = brandMarks[payment];
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" width={size} height={size}>
      <title>{label}</title>
      <path d={mark.path} fill={`#${mark.hex}`} />
    </svg>
  );
}
