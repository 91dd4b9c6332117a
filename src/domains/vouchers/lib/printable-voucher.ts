import type { AppLocale } from '@/i18n/locale';
import type { VoucherDesign } from './gift-designs';

/** What a printed voucher shows: the PDF attached to the voucher e-mail and the print-friendly page. */
export type PrintableVoucher = {
  /** The recipient's language, the voucher is written in (whoever prints it). */
  locale: AppLocale;
  giftTitle: string;
  /** The gift's title is the English one, for want of a translation into the voucher's language. */
  giftTitleUntranslated: boolean;
  coverageText: string | null;
  valueCents: number;
  recipientName: string | null;
  buyerName: string | null;
  message: string | null;
  /** The printed form, `XXXXXXX-XXXXXXX-XXXXXXX`. */
  certificateNumber: string;
  activationUrl: string;
  issuedAt: Date;
  /** The card design the buyer chose, named in the voucher's language; null: the classic card. */
  design: VoucherDesign | null;
};

/**
 * The activation QR code as SVG markup. Branded so a page can only inline what
 * `renderVoucherQrSvg` made, never a string that came from a request or the database.
 */
export type VoucherQrSvg = string & { readonly __brand: 'VoucherQrSvg' };

/** Vouchers are sold from Canada with no expiry; the issue date is the shop's, not the reader's. */
export const VOUCHER_TIME_ZONE = 'America/Toronto';

export function getVoucherPdfFilename(certificateLast4: string): string {
  return `gift-voucher-${certificateLast4.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}.pdf`;
}

/** The activation address as people type it: host and path, without the scheme. */
export function getDisplayUrl(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname === '/' ? '' : pathname}`;
}
