// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';
import { getOrderReceiptSubject, OrderReceiptEmail, type OrderReceiptEmailProps } from './order-receipt-email';

const receipt: OrderReceiptEmailProps = {
  locale: 'en-CA',
  siteUrl: 'https://shop.example.ca',
  buyerName: 'Marie Tremblay',
  orderNumber: 'CGE-10452',
  orderUrl: 'https://shop.example.ca/order/success?order=CGE-10452',
  lines: [
    {
      title: 'Whale watching in Tadoussac',
      recipientName: 'Ana Souza',
      deliveryText: 'E-mailed to ana@example.com on 26 Nov 2026 at 09:00 (Toronto time)',
      priceCents: 18_900,
    },
    { title: 'Gift voucher $100', recipientName: 'Jon Lee', deliveryText: 'Sent to you to print', priceCents: 10_000 },
  ],
  subtotalCents: 28_900,
  discountCents: 2_890,
  couponCode: 'WELCOME10',
  totalCents: 26_010,
  paidAt: new Date('2026-11-20T19:05:00Z'),
};

describe('OrderReceiptEmail', () => {
  it('names the order in its subject', () => {
    expect(getOrderReceiptSubject(receipt)).toBe('Your receipt for order CGE-10452');
  });

  it('lists every gift, the amounts, the coupon and the order link, in HTML and in plain text', async () => {
    const { html, text } = await renderEmail(<OrderReceiptEmail {...receipt} />);
    for (const part of [html, text]) {
      expect(part).toContain('Marie Tremblay');
      expect(part).toContain('CGE-10452');
      expect(part).toContain('Whale watching in Tadoussac');
      expect(part).toContain('For Ana Souza');
      expect(part).toContain('E-mailed to ana@example.com on 26 Nov 2026 at 09:00 (Toronto time)');
      expect(part).toContain('Sent to you to print');
      expect(part).toContain('$189.00');
      expect(part).toContain('$289.00');
      expect(part).toContain('Discount (code WELCOME10)');
      expect(part).toContain('-$28.90');
      expect(part).toContain('$260.10');
      expect(part).toContain('taxes included');
      expect(part).toContain('CAD');
      // Paid at 19:05 UTC is 2:05 p.m. in Toronto.
      expect(part).toContain('November 20, 2026 at 2:05 p.m. (Toronto time)');
      expect(part).toContain('https://shop.example.ca/order/success?order=CGE-10452');
      expect(part).toContain('shop.example.ca');
      expect(part).not.toMatch(/undefined|null|NaN/);
    }
    expect(html).toContain('#db3844');
    // Table cells run together in plain text unless kept apart.
    expect(text).toContain('Whale watching in Tadoussac $189.00');
    expect(text).toContain('Discount (code WELCOME10) -$28.90');
    expect(text).toContain('Total paid $260.10');
  });

  it('leaves the discount out when there is none', async () => {
    const { text } = await renderEmail(
      <OrderReceiptEmail {...receipt} lines={receipt.lines.slice(0, 1)} subtotalCents={18_900} discountCents={0} couponCode={null} totalCents={18_900} />,
    );
    expect(text).not.toContain('Discount');
    expect(text).toContain('$189.00');
  });

  it('writes a French buyer’s receipt in French, amounts and the paid time the Québec way', async () => {
    const french = { ...receipt, locale: 'fr-CA' as const };
    expect(getOrderReceiptSubject(french)).toBe('Reçu de votre commande CGE-10452');
    const { html, text } = await renderEmail(<OrderReceiptEmail {...french} />);
    expect(html).toContain('lang="fr-CA"');
    for (const part of [html, text]) {
      expect(part).toContain('289,00\u00a0$');
      expect(part).toContain('-28,90\u00a0$');
      expect(part).toContain('20 novembre 2026 à 14 h 05');
      expect(part).not.toContain('$289.00');
      expect(part).not.toMatch(/undefined|null|NaN/);
    }
  });
});

