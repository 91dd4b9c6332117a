import type { Page } from '@playwright/test';
import { creditCustomerBalance } from '../../fixtures/customer-balance';
import { expect } from './test';

/** The password of the customers journeys sign up; it meets the shop's password rule. */
export const CUSTOMER_PASSWORD = 'Maple-Leaf7';

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
  await expect(page).toHaveURL(/\/account$/);
  await creditCustomerBalance(email, balanceCents);
  return email;
}
