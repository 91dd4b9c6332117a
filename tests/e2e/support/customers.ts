import type { Page } from '@playwright/test';
import { creditCustomerBalance } from '../../fixtures/customer-balance';
import { readSignUpConfirmationPath } from '../../fixtures/sign-up-links';
import { expect, expectAccessible } from './test';

/** The password of the customers journeys sign up; it meets the shop's password rule. */
export const CUSTOMER_PASSWORD = 'Maple-Leaf7';

/**
 * After "Create account": the page says to check the e-mail, whose link (read from the outbox)
 * opens a page with one button that creates the account and signs in (issue 24); the customer then
 * lands on the sign-up's `?next=`. `scan` runs axe on the confirmation page (one journey does).
 */
export async function confirmSignUpByEmail(page: Page, email: string, { scan = false } = {}): Promise<void> {
  // Argon2 hashing on a busy machine can take a while.
  await expect(page.getByText('Check your e-mail')).toBeVisible({ timeout: 30_000 });
  await page.goto(await readSignUpConfirmationPath(email), { waitUntil: 'networkidle' });
  if (scan) await expectAccessible(page);
  await page.getByRole('button', { name: 'Create my account' }).click();
}

/**
 * Signs up a customer of this test's own through the shop (the seeded demo customer's balance
 * belongs to booking-journey.spec.ts) and credits `balanceCents` to them; answers their e-mail.
 */
export async function signUpWithBalance(page: Page, label: string, balanceCents: number): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/auth/sign-up?next=%2Faccount');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Souza');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmSignUpByEmail(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await creditCustomerBalance(email, balanceCents);
  return email;
}
