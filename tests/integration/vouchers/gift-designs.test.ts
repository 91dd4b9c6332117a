import { randomUUID } from 'node:crypto';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as readDesignArt } from '@/app/api/gift-designs/[id]/art/route';
import { storeUploadedImage } from '@/domains/media/server/service';
import type { CheckoutInput } from '@/domains/orders/schemas';
import { placeOrder } from '@/domains/orders/server/place-order';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import {
  createGiftDesign,
  deleteGiftDesign,
  listGiftDesignOptions,
  listGiftDesignsForStaff,
  publishGiftDesign,
  reorderGiftDesigns,
  saveGiftDesignTranslation,
  updateGiftDesign,
} from '@/domains/vouchers/server/gift-designs';
import { getPrintableVoucher, renderVoucherPdfAttachment } from '@/domains/vouchers/server/service';
import { getVoucherForStaffOrThrow, issueVoucherBatch, issueVoucherByHand, resendVoucher } from '@/domains/vouchers/server/staff-service';
import { isAppError } from '@/server/errors';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest } from '../support/admin-api';

let staffId: string;
let artUrl: string;
let birthdayTagId: string;

async function uploadArt(colour: string): Promise<string> {
  const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: colour } }).png().toBuffer();
  return (await storeUploadedImage(new File([new Uint8Array(png)], 'art.png', { type: 'image/png' }), staffId)).url;
}

async function createGift(): Promise<{ id: string; priceCents: number }> {
  return getDatabase().product.create({
    data: { kind: 'GIFT_VOUCHER', slug: `gift-${randomUUID()}`, title: 'Dinner cruise for two', description: 'A gift.', priceCents: 11_900, published: true },
    select: { id: true, priceCents: true },
  });
}

function checkout(gift: { id: string; priceCents: number }, designId: string | null | undefined): CheckoutInput {
  return {
    idempotencyKey: randomUUID(),
    lines: [
      {
        productId: gift.id,
        shownPriceCents: gift.priceCents,
        personalisation: { recipientName: 'Zoë Tremblay', message: 'Happy birthday!', delivery: { method: 'email', recipientEmail: 'zoe@example.com', schedule: { when: 'now' } } },
        designId,
      },
    ],
    buyerName: 'Casey Buyer',
    buyerEmail: 'casey@example.com',
    acceptTerms: true,
    notifyOnActivation: false,
    shownTotalCents: gift.priceCents,
    card: { cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' },
  };
}

async function countPdfImages(content: Uint8Array): Promise<number> {
  const document = await getDocument({ data: new Uint8Array(content), useSystemFonts: false, isEvalSupported: false }).promise;
  const operators = await (await document.getPage(1)).getOperatorList();
  return operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
}

async function buyIn(designId: string | null): Promise<{ voucherId: string; emailHtml: string }> {
  const result = await placeOrder(checkout(await createGift(), designId), { userId: null });
  if (result.status !== 'fulfilled') throw new Error(`The order was not fulfilled: ${result.status}`);
  const voucher = await getDatabase().voucher.findFirstOrThrow({
    where: { orderItem: { order: { number: result.orderNumber } } },
    select: { id: true, designId: true, orderItem: { select: { designId: true } }, deliveryEmailId: true },
  });
  expect(voucher.orderItem?.designId).toBe(designId);
  expect(voucher.designId).toBe(designId);
  const email = await getDatabase().outboxEmail.findUniqueOrThrow({ where: { id: voucher.deliveryEmailId ?? '' }, select: { html: true } });
  return { voucherId: voucher.id, emailHtml: email.html ?? '' };
}

// The file's tables start empty; its tests share them, so each looks only at the designs it made.
beforeAll(async () => {
  staffId = (await createStaffMemberForTest('EDITOR')).id;
  artUrl = await uploadArt('#2a7f62');
  const group = await getDatabase().tag.create({ data: { name: 'Occasion', slug: 'occasion', type: 'PRODUCT' } });
  birthdayTagId = (await getDatabase().tag.create({ data: { name: 'Birthday', slug: 'birthday', type: 'PRODUCT', parentId: group.id } })).id;
});

describe('card designs in the back office', () => {
  it('are created last in the order, with an uploaded picture and real occasions only', async () => {
    const first = await createGiftDesign({ name: 'Plain', imageUrl: artUrl, published: true }, staffId);
    const second = await createGiftDesign({ name: 'Balloons', imageUrl: await uploadArt('#ef476f'), occasionTagIds: [birthdayTagId], published: true }, staffId);
    expect([first.sortOrder, second.sortOrder]).toEqual([0, 1]);
    expect(second.occasions).toEqual([{ id: birthdayTagId, name: 'Birthday' }]);

    for (const input of [
      { name: 'Elsewhere', imageUrl: 'https://example.com/art.webp' },
      { name: 'Not stored', imageUrl: '/uploads/media/2026-11/nothing-here.webp' },
      { name: 'Ghost occasion', imageUrl: artUrl, occasionTagIds: ['no-such-tag'] },
      { name: '', imageUrl: artUrl },
    ]) {
      const refusal = await createGiftDesign(input, staffId).catch((error: unknown) => error);
      expect(isAppError(refusal) && refusal.code, input.name).toBe('invalid_input');
    }

    await reorderGiftDesigns({ ids: [second.id, first.id] }, staffId);
    expect((await listGiftDesignsForStaff()).data.map((design) => design.name)).toEqual(['Balloons', 'Plain']);
    await Promise.all([first.id, second.id].map((id) => deleteGiftDesign(id, staffId)));
    const stale = await reorderGiftDesigns({ ids: [first.id] }, staffId).catch((error: unknown) => error);
    expect(isAppError(stale) && stale.code).toBe('conflict');
  });

  it('reach the shop published only, named in the page’s language', async () => {
    const plain = await createGiftDesign({ name: 'Plain', imageUrl: artUrl, published: true }, staffId);
    const hidden = await createGiftDesign({ name: 'Draft', imageUrl: artUrl, occasionTagIds: [birthdayTagId] }, staffId);
    await saveGiftDesignTranslation(plain.id, 'fr-CA', { name: 'Sobre' }, staffId);
    expect(await listGiftDesignOptions('en-CA')).toEqual([{ id: plain.id, name: 'Plain', imageUrl: artUrl, occasions: [] }]);
    expect((await listGiftDesignOptions('fr-CA')).map((design) => design.name)).toEqual(['Sobre']);
    // Published designs leave their mark on later tests' shop lists: deleted, they do not.

    await publishGiftDesign(hidden.id, { published: true }, staffId);
    await updateGiftDesign(hidden.id, { name: 'Balloons', imageUrl: artUrl, occasionTagIds: [birthdayTagId], published: true }, staffId);
    expect(await listGiftDesignOptions('en-CA')).toContainEqual({ id: hidden.id, name: 'Balloons', imageUrl: artUrl, occasions: ['birthday'] });
    await Promise.all([plain.id, hidden.id].map((id) => deleteGiftDesign(id, staffId)));
  });
});

describe('a card design on an order', () => {
  it('is stored on the line and the voucher, and drawn on the e-mail, the printable page and the PDF', async () => {
    const design = await createGiftDesign({ name: 'Balloons', imageUrl: artUrl, occasionTagIds: [birthdayTagId], published: true }, staffId);
    await saveGiftDesignTranslation(design.id, 'fr-CA', { name: 'Ballons' }, staffId);
    const { voucherId, emailHtml } = await buyIn(design.id);

    expect(emailHtml).toContain(`/api/gift-designs/${design.id}/art`);
    expect(emailHtml).toContain('Card design: Balloons');
    expect((await getPrintableVoucher(voucherId))?.voucher.design).toEqual({ name: 'Balloons', imageUrl: artUrl });
    expect(await countPdfImages((await renderVoucherPdfAttachment(voucherId)).content)).toBe(2);

    // Staff sending it again keep the design in the e-mail.
    await resendVoucher(voucherId, {}, staffId);
    const { deliveryEmailId } = await getDatabase().voucher.findUniqueOrThrow({ where: { id: voucherId }, select: { deliveryEmailId: true } });
    const resent = await getDatabase().outboxEmail.findUniqueOrThrow({ where: { id: deliveryEmailId ?? '' }, select: { html: true } });
    expect(resent.html).toContain(`/api/gift-designs/${design.id}/art`);

    const art = await callRoute(readDesignArt, `/api/gift-designs/${design.id}/art`, { id: design.id });
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await art.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 400 });
  });

  it('is optional: without one the voucher is the classic card', async () => {
    const { voucherId, emailHtml } = await buyIn(null);
    expect(emailHtml).not.toContain('/api/gift-designs/');
    expect((await getPrintableVoucher(voucherId))?.voucher.design).toBeNull();
    expect(await countPdfImages((await renderVoucherPdfAttachment(voucherId)).content)).toBe(1);
  });

  it('still renders on vouchers sold before staff deleted it, and can no longer be bought', async () => {
    const design = await createGiftDesign({ name: 'Balloons', imageUrl: artUrl, published: true }, staffId);
    const { voucherId } = await buyIn(design.id);
    await deleteGiftDesign(design.id, staffId);

    expect((await listGiftDesignsForStaff()).data.map(({ id }) => id)).not.toContain(design.id);
    expect((await listGiftDesignOptions('en-CA')).map(({ id }) => id)).not.toContain(design.id);
    expect((await getPrintableVoucher(voucherId))?.voucher.design).toEqual({ name: 'Balloons', imageUrl: artUrl });
    expect(await countPdfImages((await renderVoucherPdfAttachment(voucherId)).content)).toBe(2);
    expect((await callRoute(readDesignArt, `/api/gift-designs/${design.id}/art`, { id: design.id })).status).toBe(200);

    const refusal = await placeOrder(checkout(await createGift(), design.id), { userId: null }).catch((error: unknown) => error);
    expect(isAppError(refusal) && { code: refusal.code, fieldErrors: refusal.fieldErrors }).toEqual({
      code: 'design_unavailable',
      fieldErrors: { 'lines.0.designId': ['designUnavailable'] },
    });
  });

  it('refuses an unpublished or unknown design with a clear 409, and writes no order', async () => {
    const draft = await createGiftDesign({ name: 'Draft', imageUrl: artUrl }, staffId);
    const orders = await getDatabase().order.count();
    for (const designId of [draft.id, 'no-such-design']) {
      const refusal = await placeOrder(checkout(await createGift(), designId), { userId: null }).catch((error: unknown) => error);
      expect(isAppError(refusal) && refusal.code).toBe('design_unavailable');
      expect(isAppError(refusal) && refusal.message).toMatch(/no longer offered/);
    }
    expect(await getDatabase().order.count()).toBe(orders);
  });
});

describe('a card design on a voucher staff issue', () => {
  it('is printed on every voucher of the batch, named on the voucher’s back-office page, and refused unless published', async () => {
    const design = await createGiftDesign({ name: 'Thank you', imageUrl: artUrl, published: true }, staffId);
    const csv = 'name,email\nAna Silva,ana.design@example.com\nBo Chen,bo.design@example.com\n';
    const issued = await issueVoucherBatch({ valueCents: 5_000, designId: design.id, note: 'Thank-you gifts', csv }, staffId);
    for (const { id } of issued) {
      const voucher = await getVoucherForStaffOrThrow(id);
      expect(voucher.design).toEqual({ name: 'Thank you', deleted: false });
      const { deliveryEmailId } = await getDatabase().voucher.findUniqueOrThrow({ where: { id }, select: { deliveryEmailId: true } });
      const email = await getDatabase().outboxEmail.findUniqueOrThrow({ where: { id: deliveryEmailId ?? '' }, select: { html: true } });
      expect(email.html).toContain(`/api/gift-designs/${design.id}/art`);
    }
    const byHand = await issueVoucherByHand({ valueCents: 2_500, recipientName: 'Cy', recipientEmail: 'cy@example.com', note: 'Apology' }, staffId);
    expect((await getVoucherForStaffOrThrow(byHand.id)).design).toBeNull();

    await deleteGiftDesign(design.id, staffId);
    expect((await getVoucherForStaffOrThrow(issued[0]?.id ?? '')).design).toEqual({ name: 'Thank you', deleted: true });
    const draft = await createGiftDesign({ name: 'Draft', imageUrl: artUrl }, staffId);
    const vouchers = await getDatabase().voucher.count();
    for (const designId of [design.id, draft.id]) {
      const refusal = await issueVoucherByHand({ valueCents: 2_500, designId, recipientName: 'Cy', recipientEmail: 'cy@example.com', note: 'Apology' }, staffId).catch((error: unknown) => error);
      expect(isAppError(refusal) && refusal.fieldErrors).toEqual({ designId: ['Choose a published card design'] });
    }
    expect(await getDatabase().voucher.count()).toBe(vouchers);
    await deleteGiftDesign(draft.id, staffId);
  });
});
