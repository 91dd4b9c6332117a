import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

const GIFT = { slug: 'dinner-cruise-for-two-gift', title: 'Dinner Cruise for Two Gift' };

function recipientTiles(page: Page): Locator {
  return page.getByRole('list', { name: 'Who is the gift for?' });
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the Gift Finder on the home page at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a recipient tile, then the occasion, lead to matching gifts and on to a gift page', async ({ page, visit }) => {
      await visit('/');
      await expect(page.getByRole('heading', { level: 2, name: 'Who is the gift for?' })).toBeVisible();
      const partner = recipientTiles(page).getByRole('button', { name: /^Partner \d+ gifts$/ });
      await expect(recipientTiles(page).getByRole('button')).toHaveCount(6);
      await partner.click();

      const quiz = page.getByRole('dialog', { name: 'Gift Finder' });
      await expect(quiz.getByRole('heading', { name: "What's the occasion?" })).toBeVisible();
      await expect(quiz.getByText('Your choices: Partner')).toBeVisible();
      const matchingForPartner = await quiz.getByRole('status').textContent();
      await quiz.getByRole('button', { name: /^Anniversary \d+ gifts?$/ }).click();

      await expect(quiz.getByRole('heading', { name: 'What do they love?' })).toBeVisible();
      await expect(quiz.getByText('Your choices: Partner › Anniversary')).toBeVisible();
      // Each answer narrows the gifts, and the counts say so.
      await expect(quiz.getByRole('status')).toHaveText(/^\d+ gifts? match(es)? so far$/);
      expect(await quiz.getByRole('status').textContent()).not.toBe(matchingForPartner);
      await quiz.getByRole('button', { name: 'Skip this question' }).click();
      await expect(quiz.getByRole('heading', { name: 'What is your budget?' })).toBeVisible();
      await quiz.getByRole('button', { name: /^Any budget/ }).click();

      await expect(quiz.getByRole('heading', { name: /gifts? they will love/ })).toBeVisible();
      await expect(quiz.getByRole('link', { name: 'See all gifts' })).toBeVisible();
      await quiz.getByRole('button', { name: 'Back' }).click();
      await expect(quiz.getByRole('heading', { name: 'What is your budget?' })).toBeVisible();
      await quiz.getByRole('button', { name: /^Any budget/ }).click();
      await quiz.getByRole('link', { name: GIFT.title }).click();

      await expect(page).toHaveURL(new RegExp(`/gift/${GIFT.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: GIFT.title })).toBeVisible();
      await expect(quiz).toBeHidden();
    });

    test('the whole path works with the keyboard alone, and Start over returns to the first question', async ({ page, visit }) => {
      await visit('/');
      const partner = recipientTiles(page).getByRole('button', { name: /^Partner/ });
      await page.locator('body').focus();
      await tabTo(page, partner);
      await page.keyboard.press('Enter');

      const quiz = page.getByRole('dialog', { name: 'Gift Finder' });
      // Each new question takes focus, so screen readers announce it.
      await expect(quiz.getByRole('heading', { name: "What's the occasion?" })).toBeFocused();
      await tabTo(page, quiz.getByRole('button', { name: /^Anniversary/ }));
      await page.keyboard.press('Enter');
      await expect(quiz.getByRole('heading', { name: 'What do they love?' })).toBeFocused();
      await tabTo(page, quiz.getByRole('button', { name: /^Food & Drink/ }));
      await page.keyboard.press('Enter');
      await expect(quiz.getByRole('heading', { name: 'Food & Drink: which one?' })).toBeFocused();
      await tabTo(page, quiz.getByRole('button', { name: /^Dining cruises/ }));
      await page.keyboard.press('Enter');
      await expect(quiz.getByRole('heading', { name: 'What is your budget?' })).toBeFocused();
      await tabTo(page, quiz.getByRole('button', { name: /^Any budget/ }));
      await page.keyboard.press('Enter');
      await expect(quiz.getByRole('heading', { name: /gifts? they will love/ })).toBeFocused();
      await expect(quiz.getByRole('link', { name: GIFT.title })).toBeVisible();
      await expect(quiz.getByRole('link', { name: 'See all Dining cruises gifts' })).toBeVisible();

      await tabTo(page, quiz.getByRole('button', { name: 'Start over' }));
      await page.keyboard.press('Enter');
      await expect(quiz.getByRole('heading', { name: 'Who is the gift for?' })).toBeFocused();
      await expect(quiz.getByText(/^Your choices:/)).toBeHidden();
      await expect(quiz.getByRole('button', { name: /^Partner/ })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(quiz).toBeHidden();
      await expect(partner).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(quiz.getByRole('heading', { name: "What's the occasion?" })).toBeFocused();
      await tabTo(page, quiz.getByRole('button', { name: 'Back' }));
      await page.keyboard.press('Enter');
      await expect(quiz.getByRole('heading', { name: 'Who is the gift for?' })).toBeFocused();
    });
  });
}
