// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';
import { getVoucherEmailSubject, VoucherEmail, type VoucherEmailProps } from './voucher-email';

const voucher: VoucherEmailProps = {
  locale: 'en-CA',
  siteUrl: 'https://shop.example.ca',
  recipientName: 'Ana Souza',
  buyerName: 'Marie Tremblay',
  giftTitle: 'Whale watching in Tadoussac',
  coverageText: 'Covers two adults on the standard option, any day of the season.',
  valueCents: 18_900,
  message: 'Happy birthday, Ana!\nSee you on the boat.',
  certificateNumber: 'ABCDEFG-HJKMNPQ-RSTUVWX',
  activationUrl: 'https://shop.example.ca/voucher/activation?certificate=ABCDEFG-HJKMNPQ-RSTUVWX',
  forBuyerToPrint: false,
};

describe('VoucherEmail', () => {
  it('tells the recipient who the gift is from', () => {
    expect(getVoucherEmailSubject(voucher)).toBe('Marie Tremblay sent you a gift: Whale watching in Tadoussac');
  });

  it('carries the gift, its value, the message, the certificate and how to activate it, in HTML and in plain text', async () => {
    const { html, text } = await renderEmail(<VoucherEmail {...voucher} />);
    for (const part of [html, text]) {
      expect(part).toContain('Ana Souza, you have a gift!');
      expect(part).toContain('Marie Tremblay has given you Whale watching in Tadoussac.');
      expect(part).toContain('Covers two adults on the standard option, any day of the season.');
      expect(part).toContain('$189.00');
      expect(part).toContain('Happy birthday, Ana!');
      expect(part).toContain('See you on the boat.');
      expect(part).toContain('ABCDEFG-HJKMNPQ-RSTUVWX');
      expect(part).toContain('https://shop.example.ca/voucher/activation?certificate=ABCDEFG-HJKMNPQ-RSTUVWX');
      expect(part).toContain('never expires');
      expect(part).toContain('attached to this e-mail as a PDF');
      expect(part).not.toMatch(/undefined|null|NaN/);
    }
    // The message keeps its line break.
    expect(text).toMatch(/Happy birthday, Ana!\nSee you on the boat\./);
  });

  it('speaks to the buyer when they print it, and leaves out what they did not give', async () => {
    const printed = { ...voucher, forBuyerToPrint: true, message: null, coverageText: null };
    expect(getVoucherEmailSubject(printed)).toBe('Your gift voucher to print: Whale watching in Tadoussac');
    const { html, text } = await renderEmail(<VoucherEmail {...printed} />);
    for (const part of [html, text]) {
      expect(part).toContain('Your gift voucher is ready to print');
      expect(part).toContain('that you bought for Ana Souza');
      expect(part).toContain('ABCDEFG-HJKMNPQ-RSTUVWX');
      expect(part).not.toContain('you have a gift');
      expect(part).not.toContain('A message from');
      expect(part).not.toContain('What the gift covers');
      expect(part).not.toMatch(/undefined|null|NaN/);
    }
  });
});
