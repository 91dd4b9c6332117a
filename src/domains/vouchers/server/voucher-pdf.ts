import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { createTranslator } from 'use-intl/core';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { getCatalogue } from '@/i18n/catalogues';
import { formatMoney } from '@/lib/money';
import { getDisplayUrl, VOUCHER_TIME_ZONE, type PrintableVoucher } from '../lib/printable-voucher';
import { renderVoucherQrPng } from './voucher-qr';

// Liberation Sans (OFL, beside this file) rather than the site's Inter: docs/adr/0012-voucher-pdf-font.md.
// Read from the app's folder at run time (`next start` runs there). Left out of the build's file tracing,
// which took this read of the working folder for one of the whole project's files.
const FONT_FILES = {
  regular: join(/* turbopackIgnore: true */ process.cwd(), 'src/domains/vouchers/server/fonts/liberation-sans-regular.ttf'),
  bold: join(/* turbopackIgnore: true */ process.cwd(), 'src/domains/vouchers/server/fonts/liberation-sans-bold.ttf'),
};

type FontFaces = { regular: Uint8Array; bold: Uint8Array; hasGlyph: (codePoint: number) => boolean };
let fontFaces: Promise<FontFaces> | undefined;

function loadFontFaces(): Promise<FontFaces> {
  fontFaces ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(([regular, bold]) => {
    const coverage = fontkit.create(regular);
    return { regular, bold, hasGlyph: (codePoint) => coverage.hasGlyphForCodePoint(codePoint) };
  });
  return fontFaces;
}

// US Letter, the Canadian paper size; every mark stays inside A4's narrower width as well,
// so a "fit to page" print on A4 loses nothing.
const PAGE = { width: 612, height: 792 };
const FRAME_INSET = 28;
const INNER_INSET = 40;
const CONTENT_LEFT = 76;
const CONTENT_WIDTH = PAGE.width - 2 * CONTENT_LEFT;
const CENTER_X = PAGE.width / 2;
/** The header band when a card design fills it, in points; its art is rendered at twice that in pixels. */
export const DESIGN_BAND = { width: PAGE.width - 2 * INNER_INSET, height: 120 };

const BRAND = rgb(0xdb / 255, 0x38 / 255, 0x44 / 255);
const BRAND_LIGHT = rgb(0xfb / 255, 0xe9 / 255, 0xeb / 255);
const INK = rgb(0x1f / 255, 0x23 / 255, 0x28 / 255);
const MUTED = rgb(0x5b / 255, 0x63 / 255, 0x6e / 255);
const WHITE = rgb(1, 1, 1);
const LEADING = 1.25;

/**
 * Liberation Sans has the no-break space (U+00A0) Intl puts in fr-CA amounts (`1 151,00 $`) but
 * not the narrow or thin ones some locales' dates, times and French punctuation use (U+202F,
 * U+2009), which would print as boxes: they become the no-break space, so they still never break.
 */
function typeset(text: string): string {
  return text.replace(/[\u2009\u202f]/g, '\u00a0');
}

type Fonts = { regular: PDFFont; bold: PDFFont };
type Fitted = { size: number; lines: string[] };
type FitOptions = { maxSize: number; minSize: number; maxWidth: number; maxLines: number | ((size: number) => number) };

/** Breaks text into lines no wider than maxWidth; a word longer than a line is cut by characters. */
function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const widthOf = (value: string) => font.widthOfTextAtSize(value, size);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const character of word) {
        if (line && widthOf(line + character) > maxWidth) {
          lines.push(line);
          line = '';
        }
        line += character;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * The largest size from maxSize down to minSize at which the text wraps into its lines. Past
 * that the last line is cut with an ellipsis, so nothing can ever run off the page.
 */
function fitText(rawText: string, font: PDFFont, options: FitOptions): Fitted {
  const text = typeset(rawText);
  const maxLinesAt = (size: number) => (typeof options.maxLines === 'number' ? options.maxLines : options.maxLines(size));
  for (let size = options.maxSize; size >= options.minSize; size -= 0.5) {
    const lines = wrapText(text, font, size, options.maxWidth);
    if (lines.length <= maxLinesAt(size)) return { size, lines };
  }
  const size = options.minSize;
  const kept = wrapText(text, font, size, options.maxWidth).slice(0, maxLinesAt(size));
  let last = kept.pop() ?? '';
  while (last && font.widthOfTextAtSize(`${last}…`, size) > options.maxWidth) last = last.slice(0, -1);
  return { size, lines: [...kept, `${last.trimEnd()}…`] };
}

function drawCentred(page: Surface, rawText: string, font: PDFFont, size: number, y: number, color: RGB, centerX = CENTER_X): void {
  const text = typeset(rawText);
  page.drawText(text, { x: centerX - font.widthOfTextAtSize(text, size) / 2, y, size, font, color });
}

/** Draws fitted lines centred on the page from a first baseline; returns the last line's baseline. */
function drawCentredLines(page: Surface, fitted: Fitted, font: PDFFont, firstBaseline: number, color: RGB, leading = LEADING): number {
  fitted.lines.forEach((line, index) => drawCentred(page, line, font, fitted.size, firstBaseline - index * fitted.size * leading, color));
  return firstBaseline - (fitted.lines.length - 1) * fitted.size * leading;
}

/** The gift section's blocks, fitted to the page's width. */
type GiftSection = {
  title: Fitted;
  coverage: Fitted | null;
  value: string;
  valueNote: string;
  forLine: Fitted | null;
  fromLine: Fitted | null;
  message: Fitted | null;
};

const SECTION_MIN_GAP = 28;
const MESSAGE_GAP = 22;
const MESSAGE_PADDING = 12;
const MESSAGE_LEADING = 1.3;
/** Tops and bottoms of glyphs, as parts of the font size: Liberation Sans's caps and descenders. */
const CAP_HEIGHT = 0.73;
const DESCENT = 0.21;

/** Where the gift section draws: the page, or a stand-in that only measures it. */
type Surface = Pick<PDFPage, 'drawText' | 'drawRectangle' | 'drawLine'>;
const MEASURING: Surface = { drawText: () => undefined, drawRectangle: () => undefined, drawLine: () => undefined };

function measureGiftSection(gift: GiftSection, fonts: Fonts): number {
  return -drawGiftSection(MEASURING, gift, fonts, 0);
}

/**
 * Draws the section from the top of its first glyphs; returns the bottom of its last block. The
 * message box sits as far below the names as the names below the rule, with its text centred in it.
 */
function drawGiftSection(surface: Surface, gift: GiftSection, fonts: Fonts, top: number): number {
  let y = drawCentredLines(surface, gift.title, fonts.bold, top - gift.title.size * CAP_HEIGHT, INK, 1.2);
  if (gift.coverage) y = drawCentredLines(surface, gift.coverage, fonts.regular, y - 22, MUTED);
  y -= 46;
  drawCentred(surface, gift.value, fonts.bold, 40, y, BRAND);
  y -= 18;
  drawCentred(surface, gift.valueNote, fonts.regular, 10, y, MUTED);
  y -= 20;
  surface.drawLine({ start: { x: CENTER_X - 60, y }, end: { x: CENTER_X + 60, y }, thickness: 0.75, color: BRAND });
  let bottom = y;
  y -= 12;
  if (gift.forLine) bottom = y = drawCentredLines(surface, gift.forLine, fonts.bold, y - 18, INK);
  if (gift.fromLine) bottom = y = drawCentredLines(surface, gift.fromLine, fonts.regular, y - 20, MUTED);
  if (gift.message) {
    const { size, lines } = gift.message;
    const textHeight = size * CAP_HEIGHT + (lines.length - 1) * size * MESSAGE_LEADING + size * DESCENT;
    const boxTop = bottom - MESSAGE_GAP;
    const boxHeight = textHeight + 2 * MESSAGE_PADDING;
    surface.drawRectangle({ x: CONTENT_LEFT, y: boxTop - boxHeight, width: CONTENT_WIDTH, height: boxHeight, color: BRAND_LIGHT });
    drawCentredLines(surface, gift.message, fonts.regular, boxTop - MESSAGE_PADDING - size * CAP_HEIGHT, INK, MESSAGE_LEADING);
    return boxTop - boxHeight;
  }
  return bottom - (gift.fromLine?.size ?? gift.forLine?.size ?? 0) * DESCENT;
}

function drawFrame(page: PDFPage): void {
  for (const [inset, borderWidth] of [[FRAME_INSET, 2.5], [INNER_INSET - 6, 0.75]] as const) {
    page.drawRectangle({
      x: inset,
      y: inset,
      width: PAGE.width - 2 * inset,
      height: PAGE.height - 2 * inset,
      borderColor: BRAND,
      borderWidth,
    });
  }
}

/**
 * The voucher as a one-page PDF: the attachment of the voucher e-mail and the order page's download.
 * Every block has a bounded height (text shrinks, then wraps, then is cut), so the longest
 * names and messages the gift form accepts still fit on the page. `designArt` is the card design's
 * picture as a JPEG of DESIGN_BAND's shape (pdf-lib draws no SVG or WebP, so it is pre-rendered).
 */
export async function renderVoucherPdf(voucher: PrintableVoucher, designArt: Uint8Array | null = null): Promise<Uint8Array> {
  // The recipient's language; the shop's own messages keep the PDF in step with the page's wording.
  const { locale } = voucher;
  const messages = getCatalogue(locale);
  const t = createTranslator({ locale, messages, namespace: 'modules.vouchers.printable' });
  const shopName = createTranslator({ locale, messages, namespace: 'index' })('siteName');
  const faces = await loadFontFaces();
  // Characters the font lacks (emoji in a message, mostly) would print as empty boxes.
  const printable = (text: string) =>
    Array.from(text.replace(/\r\n?/g, '\n').replace(/[^\S\n]+/g, ' '))
      .filter((character) => character === '\n' || faces.hasGlyph(character.codePointAt(0) ?? 0))
      .join('')
      .trim();

  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await document.embedFont(faces.regular, { subset: true }),
    bold: await document.embedFont(faces.bold, { subset: true }),
  };
  const qrImage = await document.embedPng(await renderVoucherQrPng(voucher.activationUrl));
  document.setTitle(`${shopName} – ${t('heading')}`);
  document.setSubject(printable(voucher.giftTitle));
  document.setAuthor(shopName);
  document.setCreator(shopName);
  document.setProducer(shopName);
  document.setLanguage(locale);
  document.setCreationDate(voucher.issuedAt);

  const page = document.addPage([PAGE.width, PAGE.height]);
  drawFrame(page);

  // Header band: the card design's art when the buyer chose one, under a shade the white title reads on.
  const bandTop = PAGE.height - INNER_INSET;
  const bandHeight = designArt ? DESIGN_BAND.height : 78;
  const band = { x: INNER_INSET, y: bandTop - bandHeight, width: DESIGN_BAND.width, height: bandHeight };
  if (designArt) {
    page.drawImage(await document.embedJpg(designArt), band);
    page.drawRectangle({ x: band.x, y: bandTop - 70, width: band.width, height: 60, color: INK, opacity: 0.55 });
  } else {
    page.drawRectangle({ ...band, color: BRAND });
  }
  drawCentred(page, shopName, fonts.bold, 22, bandTop - 36, WHITE);
  drawCentred(page, t('heading').toUpperCase(), fonts.regular, 11, bandTop - 58, WHITE);

  // Gift, value, names and message, centred between the band and the number panel's fixed place.
  const numberPanel = { top: 296, height: 62 };
  const sectionTop = bandTop - bandHeight;
  const coverage = voucher.coverageText ? printable(voucher.coverageText) : '';
  const recipient = voucher.recipientName ? printable(voucher.recipientName) : '';
  const buyer = voucher.buyerName ? printable(voucher.buyerName) : '';
  const gift: GiftSection = {
    title: fitText(printable(voucher.giftTitle), fonts.bold, { maxSize: 24, minSize: 14, maxWidth: CONTENT_WIDTH, maxLines: 2 }),
    coverage: coverage ? fitText(coverage, fonts.regular, { maxSize: 11, minSize: 8, maxWidth: CONTENT_WIDTH, maxLines: 2 }) : null,
    value: formatMoney(voucher.valueCents, locale),
    valueNote: `${t('valueNote')} · ${t('neverExpires')}`,
    forLine: recipient ? fitText(t('forName', { name: recipient }), fonts.bold, { maxSize: 18, minSize: 11, maxWidth: CONTENT_WIDTH, maxLines: 2 }) : null,
    fromLine: buyer ? fitText(t('fromName', { name: buyer }), fonts.regular, { maxSize: 13, minSize: 9, maxWidth: CONTENT_WIDTH, maxLines: 2 }) : null,
    message: null,
  };
  const room = sectionTop - numberPanel.top - 2 * SECTION_MIN_GAP;
  const message = voucher.message ? printable(voucher.message) : '';
  if (message) {
    // The message takes at most the room the rest of the section leaves.
    const available = room - measureGiftSection(gift, fonts) - MESSAGE_GAP - 2 * MESSAGE_PADDING;
    gift.message = fitText(t('quotedMessage', { message }), fonts.regular, {
      maxSize: 13,
      minSize: 8,
      maxWidth: CONTENT_WIDTH - 2 * MESSAGE_PADDING,
      maxLines: (size) => Math.max(1, Math.floor((available - size) / (size * MESSAGE_LEADING)) + 1),
    });
  }
  const sectionHeight = measureGiftSection(gift, fonts);
  drawGiftSection(page, gift, fonts, sectionTop - SECTION_MIN_GAP - Math.max(0, room - sectionHeight) / 2);

  page.drawRectangle({
    x: CONTENT_LEFT,
    y: numberPanel.top - numberPanel.height,
    width: CONTENT_WIDTH,
    height: numberPanel.height,
    borderColor: BRAND,
    borderWidth: 1.25,
    borderDashArray: [5, 3],
  });
  drawCentred(page, t('certificateNumber').toUpperCase(), fonts.regular, 9, numberPanel.top - 17, MUTED);
  const numberSize = Math.min(24, (CONTENT_WIDTH - 32) / fonts.bold.widthOfTextAtSize(voucher.certificateNumber, 1));
  drawCentred(page, voucher.certificateNumber, fonts.bold, numberSize, numberPanel.top - 46, INK);

  const qrSize = 104;
  const qrX = CONTENT_LEFT + CONTENT_WIDTH - qrSize;
  const lowerTop = numberPanel.top - numberPanel.height - 22;
  page.drawImage(qrImage, { x: qrX, y: lowerTop - qrSize, width: qrSize, height: qrSize });
  drawCentred(page, t('scanToActivate'), fonts.regular, 9, lowerTop - qrSize - 12, MUTED, qrX + qrSize / 2);

  const stepsWidth = qrX - CONTENT_LEFT - 48;
  page.drawText(typeset(t('howToUse')), { x: CONTENT_LEFT, y: lowerTop - 12, size: 13, font: fonts.bold, color: BRAND });
  let stepY = lowerTop - 36;
  const visit = t.markup('steps.visit', { address: getDisplayUrl(voucher.activationUrl), link: (chunks) => chunks });
  const steps = [visit, t('steps.enter'), t('steps.choose')];
  for (const [index, step] of steps.entries()) {
    page.drawCircle({ x: CONTENT_LEFT + 8, y: stepY + 3.5, size: 8, color: BRAND });
    drawCentred(page, String(index + 1), fonts.bold, 9, stepY, WHITE, CONTENT_LEFT + 8);
    const fitted = fitText(step, fonts.regular, { maxSize: 10.5, minSize: 7, maxWidth: stepsWidth, maxLines: 2 });
    for (const line of fitted.lines) {
      page.drawText(line, { x: CONTENT_LEFT + 24, y: stepY, size: fitted.size, font: fonts.regular, color: INK });
      stepY -= fitted.size * LEADING;
    }
    stepY -= 9;
  }

  // Footer.
  const issued = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: VOUCHER_TIME_ZONE }).format(voucher.issuedAt);
  const footerY = INNER_INSET + 12;
  page.drawText(typeset(t('issuedOn', { date: issued })), { x: CONTENT_LEFT, y: footerY, size: 9, font: fonts.regular, color: MUTED });
  const expiry = typeset(t('neverExpires'));
  const expiryX = CONTENT_LEFT + CONTENT_WIDTH - fonts.bold.widthOfTextAtSize(expiry, 9);
  page.drawText(expiry, { x: expiryX, y: footerY, size: 9, font: fonts.bold, color: BRAND });

  return document.save();
}
