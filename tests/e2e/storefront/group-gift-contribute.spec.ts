import type { Page } from '@playwright/test';
import { createOpenGroupGift } from '../../fixtures/group-gifts';
import { expect, expectAccessible, test } from '../support/test';

const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  needsAuthentication: '4000 0027 6000 3184',
};

async function fillContribution(page: Page, contribution: { amount: string; name: string; message: string; card: string; anonymous?: boolean }): Promise<void> {
  await page.getByLabel('Amount in dollars (from $10.00)').fill(contribution.amount);
  await page.getByLabel('Your name').fill(contribution.name);
  const login = contribution.name.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
  await page.getByLabel('Your e-mail (for the receipt)').fill(`${login}@example.com`);
  if (contribution.anonymous) await page.getByLabel(/Hide my name from the others/).check();
  await page.getByLabel('A message for Zoë (optional)').fill(contribution.message);
  await page.getByLabel('Card number').fill(contribution.card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
}

function progress(page: Page, name = 'Collected so far') {
  return page.getByRole('region', { name });
}

function contributors(page: Page) {
  return page.getByRole('region', { name: 'Who chipped in' });
}

test.describe('chipping in for a group gift', () => {
  // The declined card is the route's 402 answer; an unknown link is the storefront's 404.
  test.use({
    expectedPageErrors: [[/^402 POST \S+\/api\/group-gifts\/[\w-]+\/contributions\?locale=en-CA$/, /^404 GET \S+\/group-gift\/AAAAAAAAAAAAAAAAAAAAAA$/], { scope: 'test' }],
  });

  test('three contributors pay (a card, 3-D Secure, a declined card then another), one anonymous; progress and names follow', async ({ page, visit }) => {
    test.setTimeout(150_000);
    const gift = await createOpenGroupGift({ targetCents: 20_000 });
    const path = `/group-gift/${gift.publicToken}`;
    await visit(path);
    await expect(page.getByRole('heading', { level: 1, name: 'A group gift for Zoë' })).toBeVisible();
    await expect(page.getByText(gift.recipientName)).toHaveCount(0);
    await expect(page.getByText('Birthday', { exact: true })).toBeVisible();
    await expect(page.getByText('Olivia Organiser', { exact: true })).toBeVisible();
    await expect(progress(page)).toContainText('$0.00 of $200.00');
    await expect(contributors(page)).toContainText('Nobody has chipped in yet.');

    // Nothing filled in: each field says what it needs, and nothing is sent.
    await page.getByRole('button', { name: 'Chip in', exact: true }).click();
    await expect(page.getByText('Enter an amount.')).toBeVisible();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('Enter your card details.')).toBeVisible();
    await expect(page.getByLabel('Amount in dollars (from $10.00)')).toBeFocused();
    await page.getByLabel('Amount in dollars (from $10.00)').fill('9');
    await page.getByRole('button', { name: 'Chip in', exact: true }).click();
    await expect(page.getByText('Contributions start at $10.')).toBeVisible();
    await expectAccessible(page);

    // 1. A card that goes straight through.
    await fillContribution(page, { amount: '25', name: 'Ana Lopez', message: 'Enjoy the ride!', card: CARDS.succeeds });
    await expect(page.getByText('15 of 140 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Chip in $25.00' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you, Ana!' })).toBeVisible();
    await expect(page.getByText('Your contribution of $25.00 is in. A receipt is on its way to your e-mail.')).toBeVisible();
    await expect(progress(page)).toContainText('$25.00 of $200.00');
    await expect(contributors(page).getByRole('listitem')).toHaveText(['Ana LopezEnjoy the ride!']);
    await expectAccessible(page);

    // 2. A card whose bank asks to confirm, from a contributor who hides their name.
    await page.getByRole('link', { name: 'Chip in again' }).click();
    await fillContribution(page, { amount: '40', name: 'Ben Secret', message: 'From a secret admirer', card: CARDS.needsAuthentication, anonymous: true });
    await page.getByRole('button', { name: 'Chip in $40.00' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?thanks=`));
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you, Ben!' })).toBeVisible();
    await expect(progress(page)).toContainText('$65.00 of $200.00');
    await expect(contributors(page).getByRole('listitem')).toHaveText(['Ana LopezEnjoy the ride!', 'AnonymousFrom a secret admirer']);
    await expect(page.getByText('Ben Secret')).toHaveCount(0);

    // 3. On a phone: a declined card, then another card.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Chip in again' }).click();
    await fillContribution(page, { amount: '15.50', name: 'Chloé Gagnon', message: '', card: CARDS.declined });
    await page.getByRole('button', { name: 'Chip in $15.50' }).click();
    const declined = 'Your card was declined. No money was taken. Please try another card.';
    await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(declined);
    await expect(progress(page)).toContainText('$65.00 of $200.00');
    await expectAccessible(page);
    await page.getByLabel('Card number').fill(CARDS.succeeds);
    await page.getByRole('button', { name: 'Chip in $15.50' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you, Chloé!' })).toBeVisible();
    await expect(progress(page)).toContainText('$80.50 of $200.00');
    await expect(progress(page)).toContainText('3 contributions');
    await expect(progress(page).getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute('aria-valuenow', '40');
    await expect(contributors(page).getByRole('listitem')).toHaveText(['Ana LopezEnjoy the ride!', 'AnonymousFrom a secret admirer', 'Chloé Gagnon']);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('group-gift-phone.png'), fullPage: true });

    // A link that opens no group gift is the storefront's 404.
    expect((await page.goto('/group-gift/AAAAAAAAAAAAAAAAAAAAAA'))?.status()).toBe(404);
  });

  test('in French, the bank refuses a 3-D Secure card (nothing taken), then confirms the next attempt', async ({ page, visit }) => {
    const gift = await createOpenGroupGift({ targetCents: 20_000 });
    const path = `/fr-CA/group-gift/${gift.publicToken}`;
    const contribute = async () => {
      await page.getByLabel(/^Montant en dollars/).fill('40');
      await page.getByLabel('Votre nom').fill('Élodie Roy');
      await page.getByLabel('Votre courriel (pour le reçu)').fill('elodie@example.com');
      await page.getByLabel('Numéro de carte').fill(CARDS.needsAuthentication);
      await page.getByLabel('Expiration (MM/AA)').fill('12/30');
      await page.getByLabel('Code de sécurité').fill('123');
      await page.getByRole('button', { name: /^Participer : 40,00/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmez votre paiement' })).toBeVisible();
      await expect(page).toHaveURL(/\/fr-CA\/payments\/test-authentication\//);
    };
    await visit(path);
    await contribute();
    await page.getByRole('button', { name: 'Refuser' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Votre participation n’a pas abouti' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText("Votre banque n'a pas confirmé le paiement. Aucun montant n'a été prélevé. Veuillez réessayer.");
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Retour au cadeau de groupe' }).click();
    await expect(progress(page, 'Montant recueilli')).toContainText('0,00');

    await contribute();
    await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?thanks=`));
    await expect(page.getByRole('heading', { level: 2, name: 'Merci, Élodie!' })).toBeVisible();
    await expect(progress(page, 'Montant recueilli')).toContainText('40,00');
    await expectAccessible(page);
  });

  test('a cancelled group gift says so politely, in both languages, and shows no form', async ({ page, visit }) => {
    const gift = await createOpenGroupGift({ status: 'CANCELLED' });
    await visit(`/group-gift/${gift.publicToken}`);
    await expect(page.getByRole('heading', { level: 2, name: 'This group gift was cancelled' })).toBeVisible();
    await expect(page.getByText('Olivia Organiser cancelled this group gift. Everyone who chipped in is refunded in full, and nothing more is collected.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Chip in/ })).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    await visit(`/fr-CA/group-gift/${gift.publicToken}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Un cadeau de groupe pour Zoë' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ce cadeau de groupe a été annulé' })).toBeVisible();

    // The bank's return address without a contribution it knows: nothing taken, and the way back.
    await page.goto(`/group-gift/${gift.publicToken}/return`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('We could not find this contribution. No money was taken.');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the group gift' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'This group gift was cancelled' })).toBeVisible();
  });
});
