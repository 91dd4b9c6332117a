import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import messages from '../../../../messages/en-CA.json';
import type { PrintableVoucher, VoucherQrSvg } from '../lib/printable-voucher';
import { PrintableVoucherCard } from './printable-voucher';

const voucher: PrintableVoucher = {
  locale: 'en-CA',
  giftTitle: 'Whale Watching in Tadoussac',
  giftTitleUntranslated: false,
  coverageText: 'Covers two adults on the standard option of the experience they choose.',
  valueCents: 115_100,
  recipientName: 'Zoë Tremblay',
  buyerName: 'Jean-François Côté',
  message: 'Bon voyage à Montréal!',
  certificateNumber: 'K7M2P9Q-ZX4H8RT-3WN6YBC',
  activationUrl: 'https://canadagiftexperiences.ca/voucher/activation',
  issuedAt: new Date('2026-03-06T02:00:00Z'),
  design: null,
};

async function renderCard(overrides: Partial<PrintableVoucher> = {}) {
  // The same call renderVoucherQrSvg makes, without its server-only module.
  const qrSvg = (await QRCode.toString(voucher.activationUrl, { type: 'svg' })) as VoucherQrSvg;
  return render(
    <NextIntlClientProvider locale="en-CA" messages={messages} timeZone="UTC">
      <PrintableVoucherCard voucher={{ ...voucher, ...overrides }} qrSvg={qrSvg} />
    </NextIntlClientProvider>,
  );
}

describe('PrintableVoucherCard', () => {
  it('shows the chosen card design’s art, named for screen readers', async () => {
    await renderCard({ design: { name: 'Birthday balloons', imageUrl: '/uploads/demo/design-birthday.webp' } });
    expect(screen.getByRole('img', { name: 'Card design: Birthday balloons' })).toBeDefined();
  });

  it('shows the gift, value, names, message and certificate number', async () => {
    await renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Whale Watching in Tadoussac' })).toBeDefined();
    expect(screen.getByText('$1,151.00')).toBeDefined();
    expect(screen.getByText('For Zoë Tremblay')).toBeDefined();
    expect(screen.getByText('From Jean-François Côté')).toBeDefined();
    expect(screen.getByRole('figure', { name: 'Personal message' }).textContent).toContain('“Bon voyage à Montréal!”');
    expect(screen.getByText('K7M2P9Q-ZX4H8RT-3WN6YBC')).toBeDefined();
    // The coverage says "Covers …" itself: no label repeats the word.
    expect(screen.getByText('Covers two adults on the standard option of the experience they choose.')).toBeDefined();
  });

  it('dates the issue in the shop’s time zone, not the reader’s', async () => {
    await renderCard();
    // 02:00 UTC on the 6th is still the 5th in Toronto.
    expect(screen.getByText('Issued March 5, 2026')).toBeDefined();
  });

  it('links the activation page and shows its QR code', async () => {
    await renderCard();
    const link = screen.getByRole('link', { name: 'canadagiftexperiences.ca/voucher/activation' });
    expect(link.getAttribute('href')).toBe(voucher.activationUrl);
    const qr = screen.getByRole('img', { name: 'QR code that opens the activation page' });
    expect(qr.querySelector('svg path')).not.toBeNull();
  });

  it('leaves out what the voucher does not have', async () => {
    await renderCard({ recipientName: null, buyerName: null, message: null, coverageText: null });
    expect(screen.queryByText(/^For /)).toBeNull();
    expect(screen.queryByText(/^From /)).toBeNull();
    expect(screen.queryByText(/^Covers/)).toBeNull();
    expect(screen.queryByRole('figure', { name: 'Personal message' })).toBeNull();
  });

  it('is written in the voucher’s language, whatever the page’s, and says so to screen readers', async () => {
    const { container } = await renderCard({ locale: 'fr-CA', coverageText: null });
    expect(container.querySelector('section')?.getAttribute('lang')).toBe('fr-CA');
    expect(container.textContent).toContain('1\u00a0151,00\u00a0$');
    expect(screen.getByText('Pour Zoë Tremblay')).toBeDefined();
    expect(screen.getByText('Émis le 5 mars 2026')).toBeDefined();
    expect(screen.getByRole('figure', { name: 'Message personnel' }).textContent).toContain('«\u00a0Bon voyage à Montréal!\u00a0»');
    expect(screen.queryByText('Never expires')).toBeNull();
  });

  it('marks a gift title left in English, for want of a French one, with its language', async () => {
    await renderCard({ locale: 'fr-CA', giftTitleUntranslated: true });
    expect(screen.getByRole('heading', { level: 2 }).getAttribute('lang')).toBe('en-CA');
    await renderCard({ locale: 'fr-CA', giftTitle: 'Observation des baleines à Tadoussac' });
    expect(screen.getByRole('heading', { level: 2, name: 'Observation des baleines à Tadoussac' }).getAttribute('lang')).toBeNull();
  });
});
