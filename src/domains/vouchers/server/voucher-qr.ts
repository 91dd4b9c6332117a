import 'server-only';
import QRCode from 'qrcode';
import type { VoucherQrSvg } from '../lib/printable-voucher';

// Medium correction survives a creased or smudged print; a quiet zone of two modules is enough
// on the white card both renderings draw it on.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The activation link as a PNG for the PDF, large enough to stay sharp when printed. */
export function renderVoucherQrPng(activationUrl: string): Promise<Buffer> {
  return QRCode.toBuffer(activationUrl, { ...QR_OPTIONS, type: 'png', scale: 8, color: { dark: '#1f2328', light: '#ffffff' } });
}

/** The activation link as SVG markup for the print-friendly page (paths only: the URL is not in it as text). */
export async function renderVoucherQrSvg(activationUrl: string): Promise<VoucherQrSvg> {
  const svg = await QRCode.toString(activationUrl, { ...QR_OPTIONS, type: 'svg', color: { dark: '#1f2328', light: '#ffffff' } });
  return svg as VoucherQrSvg;
}
