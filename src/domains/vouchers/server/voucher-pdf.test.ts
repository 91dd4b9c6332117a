import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PrintableVoucher } from '../lib/printable-voucher';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_NAME_MAX_LENGTH } from '../lib/voucher-text-limits';
import { renderVoucherPdf } from './voucher-pdf';

const voucher: PrintableVoucher = {
  locale: 'en-CA',
  giftTitle: 'Whale Watching in Tadoussac',
  giftTitleUntranslated: false,
  coverageText: 'Covers two adults on the standard option of the experience they choose.',
  valueCents: 115_100,
  recipientName: 'Zoë Tremblay',
  buyerName: 'Jean-François Côté',
  message: 'Bon voyage à Montréal et à Québec — the “best” trip yet! 🎉',
  certificateNumber: 'K7M2P9Q-ZX4H8RT-3WN6YBC',
  activationUrl: 'https://canadagiftexperiences.ca/voucher/activation',
  issuedAt: new Date('2026-03-05T15:00:00Z'),
  design: null,
};

async function readPdf(bytes: Uint8Array) {
  // pdfjs takes ownership of the buffer it is given.
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const page = await document.getPage(1);
  const [width, height] = [page.view[2] ?? 0, page.view[3] ?? 0];
  const items = (await page.getTextContent()).items.filter((item): item is TextItem => 'str' in item && item.str.trim() !== '');
  const operators = await page.getOperatorList();
  return {
    pageCount: document.numPages,
    width,
    height,
    items,
    text: items.map((item) => item.str).join('\n'),
    imageCount: operators.fnArray.filter((op) => op === OPS.paintImageXObject).length,
  };
}

// The first render loads the fonts, pdf-lib and pdf.js: seconds on a busy 2-core machine.
describe('renderVoucherPdf', { timeout: 20_000 }, () => {
  it('sets French in a font that has its letters, guillemets, apostrophe and the no-break space of fr-CA amounts', () => {
    for (const face of ['regular', 'bold']) {
      const font = fontkit.create(readFileSync(`src/domains/vouchers/server/fonts/liberation-sans-${face}.ttf`));
      const french = 'éèêëàâçîïôûùüÿœÉÈÊÀÇÎÔŒ«»’‘“”–—…·\u00a0';
      expect([...french].filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)), face).toEqual([]);
    }
  });

  it('draws the card design’s art in the header band, the title still on it', async () => {
    const art = await sharp({ create: { width: 1064, height: 240, channels: 3, background: '#2a7f62' } }).jpeg().toBuffer();
    const classic = await readPdf(await renderVoucherPdf(voucher));
    const designed = await readPdf(await renderVoucherPdf({ ...voucher, design: { name: 'Birthday', imageUrl: '/uploads/demo/design-birthday.webp' } }, new Uint8Array(art)));
    // The QR code, and in the designed one the art.
    expect(classic.imageCount).toBe(1);
    expect(designed.imageCount).toBe(2);
    expect(designed.text).toContain('GIFT CERTIFICATE');
    expect(designed.text).toContain('K7M2P9Q-ZX4H8RT-3WN6YBC');
  });

  it('prints the number, value, names and message on one page, accents and quotes intact', async () => {
    const pdf = await readPdf(await renderVoucherPdf(voucher));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('K7M2P9Q-ZX4H8RT-3WN6YBC');
    expect(pdf.text).toContain('$1,151.00');
    expect(pdf.text).toContain('For Zoë Tremblay');
    expect(pdf.text).toContain('From Jean-François Côté');
    // The emoji has no glyph in the font, so it is left out rather than printed as a box.
    expect(pdf.text).toContain('“Bon voyage à Montréal et à Québec — the “best” trip yet!”');
    expect(pdf.text).toContain('Covers two adults on the standard option of the experience they choose.');
    expect(pdf.text).not.toContain('Covers: Covers');
    expect(pdf.text).toContain('canadagiftexperiences.ca/voucher/activation');
    expect(pdf.text).toContain('Never expires');
    expect(pdf.text).toContain('Issued March 5, 2026');
  });

  it('prints a French recipient’s voucher in French, amounts and dates the Québec way', async () => {
    const { text } = await readPdf(await renderVoucherPdf({ ...voucher, locale: 'fr-CA' }));
    // pdfjs reads the no-break spaces back as plain ones.
    expect(text).toMatch(/1\s151,00\s\$/);
    for (const french of ['Pour Zoë Tremblay', 'Offert par Jean-François Côté', '« Bon voyage à Montréal et à Québec — the “best” trip yet! »', 'NUMÉRO DE CERTIFICAT', 'Émis le 5 mars 2026']) {
      expect(text).toContain(french);
    }
    expect(text).not.toContain('Never expires');
  });

  it('draws the activation QR code as an image', async () => {
    const pdf = await readPdf(await renderVoucherPdf(voucher));
    expect(pdf.imageCount).toBe(1);
  });

  it('keeps the longest name and message the gift form accepts inside the page', async () => {
    const longName = 'Zoë-Éléonore Marguerite-Françoise de la Montagne-Beauchêne Jr'.slice(0, GIFT_RECIPIENT_NAME_MAX_LENGTH);
    const longMessage = 'Joyeux anniversaire, chère Zoë! Montréal awaits. '.repeat(10).slice(0, GIFT_MESSAGE_MAX_LENGTH);
    expect(longName).toHaveLength(GIFT_RECIPIENT_NAME_MAX_LENGTH);
    expect(longMessage).toHaveLength(GIFT_MESSAGE_MAX_LENGTH);

    const pdf = await readPdf(
      await renderVoucherPdf({ ...voucher, giftTitle: 'Whale Watching & Coastal Kayaking Weekend in Tadoussac and the Saguenay Fjord, Québec', recipientName: longName, buyerName: longName, message: longMessage }),
    );

    expect(pdf.pageCount).toBe(1);
    // The whole message survives: no ellipsis, every word on the page.
    expect(pdf.text).not.toContain('…');
    expect(pdf.items.map((item) => item.str).join(' ')).toContain(longMessage.trim().split(' ').slice(-3).join(' '));
    for (const item of pdf.items) {
      const [x, y] = [item.transform[4] ?? Number.NaN, item.transform[5] ?? Number.NaN];
      expect(x, item.str).toBeGreaterThanOrEqual(36);
      expect(x + item.width, item.str).toBeLessThanOrEqual(pdf.width - 36);
      expect(y, item.str).toBeGreaterThanOrEqual(36);
      expect(y + item.height, item.str).toBeLessThanOrEqual(pdf.height - 36);
    }
  });

  it('centres the gift section between the header band and the certificate number, the message close under the names', async () => {
    for (const message of ['Happy birthday, Anna!', 'Joyeux anniversaire, chère Zoë! Montréal awaits. '.repeat(4).trim()]) {
      const pdf = await readPdf(await renderVoucherPdf({ ...voucher, message }));
      const find = (pattern: RegExp) => pdf.items.filter((item) => pattern.test(item.str));
      const [title] = find(/^Whale Watching/);
      const [from] = find(/^From /);
      const messageLines = find(/anniversaire|Montréal|Zoë|awaits|birthday/);
      const [label] = find(/^CERTIFICATE NUMBER$/);
      if (!title || !from || !label || messageLines.length === 0) throw new Error(`missing text in ${pdf.text}`);
      const baseline = (item: TextItem) => item.transform[5] ?? Number.NaN;
      const lastLine = messageLines.reduce((lowest, item) => (baseline(item) < baseline(lowest) ? item : lowest));
      // Cap height 0.73 and descent 0.21 of the size; the box pads its text by 12.
      const gapAboveTitle = 792 - 40 - 78 - (baseline(title) + 0.73 * title.height);
      const gapBelowMessageBox = baseline(lastLine) - 0.21 * lastLine.height - 12 - 296;
      expect(Math.abs(gapAboveTitle - gapBelowMessageBox), message).toBeLessThan(1.5);
      expect(baseline(from) - (baseline(messageLines[0] ?? lastLine) + 0.73 * lastLine.height), message).toBeLessThan(60);
    }
  });

  it('leaves out the lines of a voucher without names, message or coverage', async () => {
    const pdf = await readPdf(await renderVoucherPdf({ ...voucher, recipientName: null, buyerName: null, message: null, coverageText: null }));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).not.toMatch(/^(For|From|Covers)\b/m);
    expect(pdf.text).toContain('K7M2P9Q-ZX4H8RT-3WN6YBC');
  });
});
