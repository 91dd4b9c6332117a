import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { withPictures } from '../support/pictures';
import { demoEditor, signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, test } from '../support/test';

// This spec looks at pictures: its browser loads them.
test.use(withPictures);

const GIFT = { slug: 'dinner-cruise-for-two-gift', title: 'Dinner Cruise for Two Gift' };

function giftLine(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

test('staff add a card design with its art, occasions and French name, and delete it after confirming', async ({ page, context, visit }) => {
  await signInToBackOffice(context, demoEditor);
  await visit('/admin/gift-designs');
  await expect(page.getByRole('list', { name: 'Card designs, in the order buyers see them' }).getByRole('listitem')).toHaveCount(6);

  await page.getByRole('link', { name: 'New design' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New card design' })).toBeVisible();
  const name = `Maple leaves ${Date.now()}`;
  await page.getByLabel('Name in English').fill(name);
  const art = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#c2410c' } }).png().toBuffer();
  await page.getByLabel('Upload a picture (JPEG, PNG or WebP)').setInputFiles({ name: 'maple.png', mimeType: 'image/png', buffer: art });
  await expect(page.getByLabel('Picture address')).toHaveValue(/^\/uploads\/media\//);
  await page.getByRole('checkbox', { name: 'Thank you' }).check();
  await expectAccessible(page);
  // Left unpublished: buyers running beside this test never meet it.
  await page.getByRole('button', { name: 'Create design' }).click();
  await expect(page).toHaveURL(/\/admin\/gift-designs\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit card design' })).toBeVisible();

  const french = page.getByLabel('Name in Canadian French');
  await expect(french).toBeEditable();
  await french.fill('Feuilles d’érable');
  await page.getByRole('button', { name: 'Save Canadian French texts' }).click();
  await expect(page.getByText('Every text is in Canadian French.')).toBeVisible();
  await expectAccessible(page);

  await visit('/admin/gift-designs');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Suits: Thank you');
  await expect(row).toContainText('Not published');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete design' }).click();
  await expect(row).toHaveCount(0);
});

test('a buyer picks a card design on the gift page, sees it in the preview and on /order, and the voucher is printed in it', async ({ page, visit }) => {
  await visit(`/gift/${GIFT.slug}`);
  const form = page.getByRole('form', { name: 'Make it personal' });
  const preview = page.getByTestId('voucher-preview');
  // No Gift Finder occasion yet: the plain design.
  await expect(form.getByRole('radio', { name: 'Plain' })).toBeChecked();
  await expect(preview).toContainText('Design: Plain');

  await form.getByRole('radio', { name: 'Birthday balloons' }).check();
  await form.getByLabel("Recipient's name").fill('Zoë');
  await form.getByLabel('Your message (optional)').fill('Joyeux anniversaire!');
  await expect(preview).toContainText('Design: Birthday balloons');
  await expect(preview).toContainText('For Zoë');
  await expect(preview).toContainText('Joyeux anniversaire!');
  await form.getByRole('radio', { name: /Send it to me to print/ }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await visit('/order');
  const line = giftLine(page, GIFT.title);
  await expect(line.getByRole('radio', { name: 'Birthday balloons' })).toBeChecked();
  await expect(line.getByTestId('card-preview')).toContainText('For Zoë');
  await page.getByLabel('Your name').fill('Casey Buyer');
  await page.getByLabel('Your e-mail').fill('casey@example.com');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await page.getByRole('link', { name: `Print the voucher: ${GIFT.title}` }).click();
  await expect(page.getByRole('img', { name: 'Card design: Birthday balloons' })).toBeVisible();
});
