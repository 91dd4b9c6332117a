// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';
import { getVoucherActivatedSubject, VoucherActivatedEmail } from './voucher-activated-email';

const activation = { locale: 'en-CA' as const, siteUrl: 'https://shop.example.ca', buyerName: 'Marie Tremblay', recipientName: 'Ana Souza', giftTitle: 'Whale watching in Tadoussac' };

describe('VoucherActivatedEmail', () => {
  it('names who activated the gift in its subject', () => {
    expect(getVoucherActivatedSubject(activation)).toBe('Ana Souza has activated your gift');
  });

  it('tells the buyer the gift was activated, and nothing about the balance', async () => {
    const { html, text } = await renderEmail(<VoucherActivatedEmail {...activation} />);
    for (const part of [html, text]) {
      expect(part).toContain('Hi Marie Tremblay,');
      expect(part).toContain('Ana Souza has activated Whale watching in Tadoussac.');
      expect(part).toContain('shop.example.ca');
      expect(part).not.toMatch(/balance|\$\d/i);
      expect(part).not.toMatch(/undefined|null|NaN/);
    }
  });
});
