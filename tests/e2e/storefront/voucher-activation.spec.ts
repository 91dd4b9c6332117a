import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/test';
import { readSeededCertificate } from '../support/demo-certificates';

const requiredMessages = [
  'First Name is required field',
  'Last Name is required field',
  'Phone Number is required field',
  'Email is required field',
  'Confirm Email is required field',
  'Certificate Number is required field',
];

async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Activate my gift' }).click();
}

/** Each viewport activates its own seeded certificate: a certificate activates once. */
for (const viewport of [
  { name: 'a desktop', size: { width: 1280, height: 800 }, certificateKey: 'issued-foodie-for-jordan' },
  { name: 'a phone', size: { width: 390, height: 844 }, certificateKey: 'issued-printed-gift-card' },
]) {
  test.describe(`voucher activation on ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('every message on the way, then a guest activates with a new account, sees the balance and its history, and cannot activate twice', async ({ page, visit }) => {
      const certificate = readSeededCertificate(viewport.certificateKey);
      const last4 = certificate.slice(-4);
      const email = `gift-${randomUUID()}@example.com`;

      await visit('/certificate/activation');
      await page.getByRole('link', { name: 'Activate my certificate' }).first().click();
      await expect(page).toHaveURL(/\/voucher\/activation$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Activate your gift' })).toBeVisible();

      // Empty: SPEC §5's required message under every field, the first one focused.
      await submit(page);
      for (const message of requiredMessages) await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByText('Password is required field', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Certificate Number')).toBeFocused();
      await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('First Name is required field');
      await expectAccessible(page);

      await page.getByLabel('First Name').fill('Jordan');
      await page.getByLabel('Last Name').fill('Lee');
      await page.getByLabel('Phone Number').fill('604 555 0142');
      await page.getByLabel('Email', { exact: true }).fill('jordan@example');
      await page.getByLabel('Confirm Email').fill('jordan@example');
      await submit(page);
      await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();

      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Confirm Email').fill(`other-${email}`);
      await submit(page);
      await expect(page.getByText('Confirm email do not match!', { exact: true })).toBeVisible();
      for (const message of requiredMessages.slice(0, 4)) await expect(page.getByText(message, { exact: true })).toBeHidden();

      // Typed as people do: lower case, spaces for dashes.
      await page.getByLabel('Confirm Email').fill(email.toUpperCase());
      await page.getByLabel('Certificate Number').fill(certificate.toLowerCase().replaceAll('-', ' '));
      await page.getByLabel('Password').fill('Maple-Leaf7');
      await page.getByLabel('Additional comment').fill('Two vegetarians.');
      await page.screenshot({ path: test.info().outputPath(`voucher-activation-${viewport.size.width}.png`), fullPage: true });
      await submit(page);

      await expect(page).toHaveURL(new RegExp(`/voucher/activated\\?certificate=${last4}$`));
      const banner = page.getByRole('status').filter({ hasText: 'Your gift is activated' });
      await expect(banner).toContainText(/Your gift is activated: \$\d[\d,]*\.\d{2} was added to your balance\. Choose your experience\./);
      const amount = (await banner.textContent())?.match(/\$\d[\d,]*\.\d{2}/)?.[0] ?? '';
      await expect(banner).toContainText(`Your balance is now ${amount}.`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`voucher-activated-${viewport.size.width}.png`) });

      await visit('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await expect(page.getByTestId('account-balance')).toHaveText(amount);
      const entry = page.getByTestId('balance-entry');
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText('Gift activated');
      await expect(entry).toContainText(`Certificate ending ${last4}`);
      await expect(entry).toContainText(`+${amount}`);
      await expect(entry).toContainText(`Balance after: ${amount}`);
      // The amount sits at the end of its row, on a phone too.
      const [row, sum] = await Promise.all([entry.boundingBox(), entry.getByText(`+${amount}`, { exact: true }).boundingBox()]);
      expect(row && sum && Math.abs(row.x + row.width - (sum.x + sum.width))).toBeLessThan(2);
      await expect(page.getByRole('region', { name: 'Gifts I activated' })).toContainText(`Certificate ending ${last4}`);
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await page.screenshot({ path: test.info().outputPath(`account-${viewport.size.width}.png`), fullPage: true });

      // The profile keeps the activation's rules; the password needs the current one.
      const profile = page.getByRole('region', { name: 'My details' });
      await profile.getByLabel('Phone Number').fill('');
      await profile.getByRole('button', { name: 'Save my details' }).click();
      await expect(profile.getByText('Phone Number is required field', { exact: true })).toBeVisible();
      await profile.getByLabel('Phone Number').fill('+1 604 555 0199');
      await profile.getByRole('button', { name: 'Save my details' }).click();
      await expect(profile.getByText('Your details are saved.')).toBeVisible();
      const password = page.getByRole('region', { name: 'Password' });
      await password.getByLabel('Current password').fill('Not-Mine-1');
      await password.getByLabel('New password').fill('Birch-Tree9!');
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(password.getByText('This is not your current password', { exact: true })).toBeVisible();

      // Signed in now: the voucher e-mail's link pre-fills the number, the account the rest.
      await visit(`/voucher/activation?certificate=${encodeURIComponent(certificate)}`);
      await expect(page.getByLabel('Certificate Number')).toHaveValue(certificate);
      await expect(page.getByLabel('First Name')).toHaveValue('Jordan');
      await expect(page.getByLabel('Phone Number')).toHaveValue('+1 604 555 0199');
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
      await expect(page.getByLabel('Password')).toHaveCount(0);
      await submit(page);
      await expect(page.getByText('Certificate already activated!', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/voucher\/activation\?/);
    });
  });
}
