import { randomUUID } from 'node:crypto';
import { createTranslator } from 'use-intl/core';
import french from '../../../messages/fr-CA.json' with { type: 'json' };
import { readSeededCertificate } from '../support/demo-certificates';
import { CUSTOMER_PASSWORD } from '../support/customers';
import { clientAddressFor, expect, expectAccessible, test } from '../support/test';

// Issue 27 §3: anyone checks a certificate number without signing in (state, value, never the
// people), and goes on to activate it with the number filled in. The states' texts and the
// throttling are the integration tests' (tests/integration/vouchers/voucher-check.test.ts).

const t = createTranslator({ locale: 'fr-CA', messages: french, namespace: 'form.voucherCheck' });

test('a recipient checks vouchers from the footer, activates a ready one from its answer, and checks it again in French on a phone', async ({ page, visit, baseURL }) => {
  test.setTimeout(120_000);
  const ready = readSeededCertificate('issued-for-voucher-check');
  const activated = readSeededCertificate('activated-by-customer');
  const email = `check-${randomUUID()}@example.com`;

  await visit('/voucher/activation');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Check a voucher', exact: true }).click();
  await expect(page).toHaveURL(/\/voucher\/check$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check a gift voucher' })).toBeVisible();
  // A public page: its French alternate in the head and both languages in the sitemap.
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', /\/fr-CA\/voucher\/check$/);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of ['/voucher/check', '/fr-CA/voucher/check']) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  const field = page.getByLabel('Certificate Number');
  const check = page.getByRole('button', { name: 'Check this voucher' });
  const result = page.getByTestId('voucher-check-result');

  // A malformed number: the unknown number's answer, and the typing stays there to correct.
  await field.fill('ABCD-EFGH-1234');
  await check.click();
  await expect(page.getByText('We could not find a certificate with this number. Check it and try again.')).toBeVisible();
  await expect(field).toHaveValue('ABCD-EFGH-1234');
  await expect(result).toBeHidden();

  // An activated one: the day, not who; nothing of the buyer, the recipient or the message.
  await field.fill(activated);
  await check.click();
  await expect(result.getByRole('heading', { level: 2 })).toHaveText('Already activated');
  await expect(result).toContainText('Value $150.00');
  await expect(result).toContainText('This gift voucher was activated on October 3, 2026.');
  await expect(result.getByRole('link')).toHaveCount(0);
  for (const personal of ['Alex', 'Martin', 'customer@example.com', 'Cheers, Sam']) await expect(page.locator('main')).not.toContainText(personal);

  // A ready one, typed as people do, leads to activation with its number filled in.
  await field.fill(ready.toLowerCase().replaceAll('-', ' '));
  await check.click();
  await expect(result.getByRole('heading', { level: 2 })).toHaveText('Ready to activate');
  await expect(result).toContainText('Value $100.00');
  await expect(result).toBeFocused();
  await expectAccessible(page);
  await result.getByRole('link', { name: 'Activate this voucher' }).click();
  // The number came in the fragment and is no longer in the address.
  await expect(page).toHaveURL(/\/voucher\/activation$/);
  await expect(page.getByLabel('Certificate Number')).toHaveValue(ready);
  await expect(page.getByRole('link', { name: "Check a gift voucher's status" })).toBeVisible();
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Last Name').fill('Check');
  await page.getByLabel('Phone Number').fill('604 555 0142');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email').fill(email);
  await page.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Activate my gift' }).click();
  await expect(page).toHaveURL(new RegExp(`/voucher/activated\\?certificate=${ready.slice(-4)}$`));

  // In French, on a phone: the same voucher, now activated today (the shop's day), in French words and amounts.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr-CA/voucher/check');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await page.getByLabel(t('certificateNumber')).fill(ready);
  await page.getByRole('button', { name: t('submit') }).click();
  await expect(result.getByRole('heading', { level: 2 })).toHaveText(t('states.activated.title'));
  const today = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(new Date());
  await expect(result).toContainText(t('states.activated.text', { date: today }));
  await expect(result).toContainText(`${t('valueLabel')} 100,00\u00a0$`);
  await expectAccessible(page);
});

test('without JavaScript, the check still answers, and the number stays out of the address', async ({ browser, baseURL }, testInfo) => {
  // A context of its own: the fixtures' page (scanned by axe at the end) needs JavaScript.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': clientAddressFor(testInfo) } });
  const page = await context.newPage();
  try {
    await page.goto('/voucher/check');
    await page.getByLabel('Certificate Number').fill(readSeededCertificate('activated-by-customer'));
    await page.getByRole('button', { name: 'Check this voucher' }).click();
    await expect(page.getByTestId('voucher-check-result').getByRole('heading', { level: 2 })).toHaveText('Already activated');
    await expect(page).toHaveURL(/\/voucher\/check$/);
  } finally {
    await context.close();
  }
});
