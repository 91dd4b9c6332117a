import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import french from '../../../messages/fr-CA.json' with { type: 'json' };
import { listOutboxEmails } from '../../fixtures/customer-balance';
import { readPdfText } from '../../fixtures/pdf-text';
import { CUSTOMER_PASSWORD } from '../support/customers';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from '../support/test';

// Issue 26: a French buyer's gift reaches its recipient in French, who activates, books and
// cancels in French. Each step acts through the French pages; the e-mails are read from the outbox.

const GIFT = { slug: 'gift-card-250', value: '250,00\u00a0$' };
// A custom experience whose two adults cost less than the gift, so the balance pays for all of it.
const EXPERIENCE_SLUG = 'granville-island-market-food-tour';
const BUYER = 'Camille Gagnon';
const RECIPIENT = { firstName: 'Zoé', lastName: 'Tremblay' };

const t = {
  cart: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.cart' }),
  order: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.order' }),
  orderSuccess: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.orderSuccess' }),
  personalisation: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'form.giftPersonalisation' }),
  voucherMail: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.mail.voucher' }),
  bookingMail: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.mail.booking' }),
  printable: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.vouchers.printable' }),
  certificate: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'index.certificate' }),
  activation: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'form.voucherActivation' }),
  activated: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.voucherActivated' }),
  widget: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.booking.widget' }),
  checkout: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.booking.checkout' }),
  confirmation: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.booking.confirmation' }),
  manage: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.booking.manage' }),
  cancellation: createTranslator({ locale: 'fr-CA', messages: french, namespace: 'modules.cancellation' }),
};

/** "1 234,56 $" as fr-CA writes an amount: no-break spaces between thousands and before the sign. */
const FRENCH_AMOUNT = /\d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0\$/;

/** A French page of the shop, scanned with axe (once per page type and layout in a run). */
async function expectFrenchPage(page: Page, path: RegExp): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectAccessible(page);
}

/** On the French booking widget: two travellers, the first bookable day and hour; answers the widget, its French price shown. */
async function chooseFirstDeparture(page: Page): Promise<Locator> {
  const widget = page.getByTestId('booking-widget');
  await expect(widget.getByTestId('traveller-count')).toHaveText(t.widget('travellersSummary', { count: 2 }));
  // The calendar names its month in French too ("décembre 2026", not "December 2026").
  await expect(widget.getByRole('grid')).toHaveAccessibleName(/^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/);
  await widget.getByRole('grid').getByRole('button', { disabled: false }).first().click();
  const hours = page.getByRole('dialog', { name: t.widget('hoursTitle') });
  await hours.getByRole('button').first().click();
  await expect(hours).toBeHidden();
  await expect(widget.getByTestId('live-price')).toHaveText(new RegExp(`^${FRENCH_AMOUNT.source}$`));
  return widget;
}

/** The buyer's order on the French pages, paid with the test card; answers the gift's French title and its printable voucher's address. */
async function buyGift(page: Page, recipientEmail: string): Promise<{ giftTitle: string; printPath: string }> {
  await page.goto(`/fr-CA/gift/${GIFT.slug}`);
  await expectFrenchPage(page, new RegExp(`/fr-CA/gift/${GIFT.slug}$`));
  const giftTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('button', { name: t.cart('addNamed', { title: giftTitle }) }).click();
  await expect(page.getByRole('button', { name: t.cart('openCart', { count: 1 }) })).toBeVisible();

  await page.goto('/fr-CA/order');
  await expect(page.getByRole('heading', { level: 1, name: t.order('title') })).toBeVisible();
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: giftTitle }) });
  // The recipient's language starts as the page's.
  const language = line.getByLabel(t.personalisation('recipientLocale'));
  await expect(language).toHaveValue('fr-CA');
  await expect(language.locator('option:checked')).toHaveText(t.personalisation('languages.fr-CA'));
  await line.getByLabel(t.order('recipientHeading')).fill(`${RECIPIENT.firstName} ${RECIPIENT.lastName}`);
  await line.getByLabel(t.personalisation('recipientEmail')).fill(recipientEmail);
  await line.getByLabel(t.personalisation('message')).fill('Bonne fête!');
  await page.getByLabel(t.order('buyerName')).fill(BUYER);
  await page.getByLabel(t.order('buyerEmail')).fill(`camille-${randomUUID()}@example.com`);
  await page.getByLabel(t.order('cardNumber')).fill('4242 4242 4242 4242');
  await page.getByLabel(t.order('cardExpiry')).fill('12/30');
  await page.getByLabel(t.order('cardCvc')).fill('123');
  // The label's link is markup in the message: its words as the page shows them.
  await page.getByLabel(french.modules.order.acceptTerms.replace(/<\/?terms>/g, '')).check();
  const pay = page.getByRole('button', { name: t.order('pay', { total: GIFT.value }), exact: true });
  await expect(pay).toBeVisible();
  await expectFrenchPage(page, /\/fr-CA\/order$/);
  await pay.click();

  await expect(page).toHaveURL(/\/fr-CA\/order-success\?order=CGE-[A-Z0-9]{8}&key=[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: t.orderSuccess('title') })).toBeVisible();
  // The voucher goes out through the job queue within seconds.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(t.orderSuccess('status.sent', { email: recipientEmail }))).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expectFrenchPage(page, /\/fr-CA\/order-success\?/);
  // The receipt names the gift with its French title, as the product page does.
  const print = page.getByRole('link', { name: t.orderSuccess('printVoucher', { title: giftTitle }) });
  return { giftTitle, printPath: (await print.getAttribute('href')) ?? '' };
}

/** The voucher PDF, as attached to the recipient's e-mail (the same renderer), through the buyer's printable voucher. */
async function readVoucherPdf(page: Page, printPath: string): Promise<{ certificate: string; pdfText: string }> {
  await page.goto(printPath);
  await expectFrenchPage(page, /\/fr-CA\/order-success\/voucher\?/);
  await expect(page.getByText(t.printable('forName', { name: `${RECIPIENT.firstName} ${RECIPIENT.lastName}` }))).toBeVisible();
  const certificate = (await page.getByText(/^[2-9A-HJKMNP-Z]{7}-[2-9A-HJKMNP-Z]{7}-[2-9A-HJKMNP-Z]{7}$/).first().innerText()).trim();
  const download = await page.getByRole('link', { name: t.orderSuccess('downloadPdf') }).getAttribute('href');
  const response = await page.request.get(download ?? '');
  expect(response.headers()['content-type']).toBe('application/pdf');
  return { certificate, pdfText: await readPdfText(await response.body()) };
}

// The phone test arranges nothing the desktop journey needs: the two run side by side.
test.describe.configure({ mode: 'parallel' });

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a French buyer gives a gift; its recipient gets a French e-mail and PDF, activates, books and cancels in French', async ({ page }) => {
    test.setTimeout(150_000);
    const recipientEmail = `zoe-${randomUUID()}@example.com`;
    const recipientName = `${RECIPIENT.firstName} ${RECIPIENT.lastName}`;

    // The buyer, on the French pages.
    const { giftTitle, printPath } = await buyGift(page, recipientEmail);

    // The recipient's e-mail and its PDF are French, the gift named with its French title.
    const voucherEmail = (await listOutboxEmails(recipientEmail)).find(({ subject }) => subject === t.voucherMail('subjectForRecipient', { buyerName: BUYER, giftTitle }));
    expect(voucherEmail, 'the French voucher e-mail in the outbox').toBeDefined();
    expect(voucherEmail?.text).toContain(t.voucherMail('headingForRecipient', { recipientName }));
    expect(voucherEmail?.text).toContain(t.voucherMail('howToActivate'));
    expect(voucherEmail?.text).toContain(GIFT.value);
    expect(voucherEmail?.text).toMatch(/\/fr-CA\/voucher\/activation\?certificate=/);
    expect(voucherEmail?.attachments).toEqual([expect.objectContaining({ kind: 'voucher-pdf' })]);
    const { certificate, pdfText } = await readVoucherPdf(page, printPath);
    expect(pdfText).toContain(t.printable('forName', { name: recipientName }));
    expect(pdfText).toContain(t.printable('fromName', { name: BUYER }));
    expect(pdfText).toContain(t.printable('neverExpires'));
    expect(pdfText).toContain(certificate);
    expect(pdfText).toContain(giftTitle.replaceAll('\u00a0', ' '));
    // pdfjs reads no-break spaces back as plain ones.
    expect(pdfText).toMatch(/250,00\s\$/);
    expect(pdfText).not.toContain('Never expires');

    // The recipient, in a browser of their own, activates the gift with a new account.
    await page.context().clearCookies();
    await page.goto('/fr-CA/certificate/activation');
    await expect(page.getByRole('heading', { level: 1, name: t.certificate('title') })).toBeVisible();
    await expectFrenchPage(page, /\/fr-CA\/certificate\/activation$/);
    await page.getByRole('link', { name: t.certificate('cta') }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t.activation('title') })).toBeVisible();
    await expectFrenchPage(page, /\/fr-CA\/voucher\/activation$/);
    await page.getByLabel(t.activation('certificateNumber')).fill(certificate);
    await page.getByLabel(t.activation('firstName'), { exact: true }).fill(RECIPIENT.firstName);
    await page.getByLabel(t.activation('lastName'), { exact: true }).fill(RECIPIENT.lastName);
    await page.getByLabel(t.activation('phoneNumber')).fill('514 555 0142');
    await page.getByLabel(t.activation('email'), { exact: true }).fill(recipientEmail);
    await page.getByLabel(t.activation('confirmEmail')).fill(recipientEmail);
    await page.getByLabel(t.activation('password')).fill(CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: t.activation('submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: t.activated('title') })).toContainText(t.activated('heading', { amount: GIFT.value }));
    await expectFrenchPage(page, /\/fr-CA\/voucher\/activated\?certificate=[2-9A-HJKMNP-Z]{4}$/);

    // Books an experience from the balance.
    await page.goto(`/fr-CA/booking/${EXPERIENCE_SLUG}`);
    await expectFrenchPage(page, new RegExp(`/fr-CA/booking/${EXPERIENCE_SLUG}$`));
    const experienceTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const widget = await chooseFirstDeparture(page);
    await widget.getByRole('link', { name: t.widget('bookNow') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.checkout('title') })).toBeVisible();
    await expect(page.getByText(t.checkout('balanceCovers'))).toBeVisible();
    await expectFrenchPage(page, new RegExp(`/fr-CA/booking/checkout\\?product=${EXPERIENCE_SLUG}&`));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: t.checkout('confirmBooking') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.confirmation('processedHeading') })).toBeVisible();
    await expectFrenchPage(page, /\/fr-CA\/booking\/confirmation\?reference=BKG-[A-Z0-9]{8}$/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    // Activating in French made French the customer's language: the booking e-mail is French too.
    const bookingEmails = await listOutboxEmails(recipientEmail);
    expect(bookingEmails.map(({ subject }) => subject)).toContain(t.bookingMail('subject.requested', { reference }));

    // And cancels it from the French manage-booking page.
    await page.getByRole('link', { name: t.confirmation('manage') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.manage('title') })).toBeVisible();
    await expectFrenchPage(page, new RegExp(`/fr-CA/booking/manage\\?reference=${reference}$`));
    const refund = FRENCH_AMOUNT.exec((await page.getByTestId('manage-cancel-terms').textContent()) ?? '')?.[0] ?? '';
    expect(refund).not.toBe('');
    // The booking pages name the experience with its French title, as its page does.
    await page.getByRole('button', { name: t.cancellation('cancelLabel', { title: experienceTitle }) }).click();
    const confirm = page.getByRole('dialog', { name: t.cancellation('confirmTitle') });
    const [, afterTitle = ''] = t.cancellation('confirmText', { title: '|', amount: refund }).split('|');
    await expect(confirm).toContainText(afterTitle.trim());
    await expectAccessible(page);
    await confirm.getByRole('button', { name: t.cancellation('confirmYes') }).click();
    const done = page.getByRole('dialog', { name: t.cancellation('doneTitle') });
    await expect(done).toContainText(t.cancellation('doneRefund', { reference, amount: refund }));
    await done.getByRole('button', { name: t.cancellation('ok') }).click();
    await expect(page.getByTestId('manage-status')).toHaveText(t.manage('status.CANCELLED'));
    await page.screenshot({ path: test.info().outputPath(`french-journey-1280.png`), fullPage: true });
  });
});

// On a phone (French labels run longer than English ones), the French pages where a buyer and a
// recipient type and choose: the journey above walks them on a desktop.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the French order, activation and booking pages fit a phone and pass the scan', async ({ page }) => {
    await page.goto(`/fr-CA/gift/${GIFT.slug}`);
    const giftTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.getByRole('button', { name: t.cart('addNamed', { title: giftTitle }) }).click();
    await expect(page.getByRole('button', { name: t.cart('openCart', { count: 1 }) })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/fr-CA/order');
    await expect(page.getByRole('heading', { level: 1, name: t.order('title') })).toBeVisible();
    await expect(page.getByRole('button', { name: t.order('pay', { total: GIFT.value }), exact: true })).toBeVisible();
    await expectFrenchPage(page, /\/fr-CA\/order$/);
    await expectNoSidewaysScroll(page);

    await page.goto('/fr-CA/voucher/activation');
    await expect(page.getByRole('heading', { level: 1, name: t.activation('title') })).toBeVisible();
    await expect(page.getByLabel(t.activation('certificateNumber'))).toBeVisible();
    await expectFrenchPage(page, /\/fr-CA\/voucher\/activation$/);
    await expectNoSidewaysScroll(page);

    await page.goto(`/fr-CA/booking/${EXPERIENCE_SLUG}`);
    const widget = await chooseFirstDeparture(page);
    await expect(widget.getByRole('link', { name: t.widget('bookNow') })).toBeVisible();
    await expectFrenchPage(page, new RegExp(`/fr-CA/booking/${EXPERIENCE_SLUG}$`));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('french-booking-390.png'), fullPage: true });
  });
});
