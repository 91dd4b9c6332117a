import { createReviewLinkPath, findSeededReviewableBooking } from '../../fixtures/review-links';
import { expect, test } from '../support/test';

const booking = findSeededReviewableBooking();

test('a review link lets the guest rate with the keyboard and thanks them', async ({ page, visit }) => {
  await visit(createReviewLinkPath(booking.bookingId));
  await expect(page.getByRole('heading', { level: 1, name: 'Review your experience' })).toBeVisible();
  await expect(page.getByText(booking.productTitle).first()).toBeVisible();

  await page.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(page.getByText('Please write at least 20 characters.')).toBeVisible();

  // Native radios: focus the group, arrow keys move the choice.
  await page.getByRole('radio', { name: /1 star/ }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /4 stars/ })).toBeChecked();
  await page.getByLabel('Your review').fill('A lovely day out, our guide was warm and knew every corner of the place.');
  await page.getByLabel('Your city (optional)').fill('Halifax');
  await page.screenshot({ path: test.info().outputPath('review-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send my review' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your review!' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('review-thanks.png'), fullPage: true });

  // Once per booking: the link now says so.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you, you have already reviewed this experience' })).toBeVisible();
});

test('a bad or expired review link says so clearly', async ({ page, visit }) => {
  await visit('/review/not-a-real-link');
  await expect(page.getByRole('heading', { level: 1, name: 'This review link does not work' })).toBeVisible();
  await visit(createReviewLinkPath(booking.bookingId, new Date(Date.now() - 24 * 60 * 60 * 1000)));
  await expect(page.getByRole('heading', { level: 1, name: 'This review link has expired' })).toBeVisible();
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the product page shows its rating, reviews and aggregateRating', async ({ page, visit }) => {
      await visit(`/booking/${booking.productSlug}`);
      const summary = page.getByRole('link', { name: /Rated \d\.\d out of 5, \d\.\d · \d+ reviews?/ }).first();
      await expect(summary).toBeVisible();
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await expect(reviews.getByRole('list', { name: 'Newest reviews' }).getByRole('listitem').first()).toBeVisible();
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
      expect(jsonLd).toContain('"aggregateRating"');
      expect(jsonLd).toContain('"bestRating":5');
      await summary.click();
      await expect(reviews).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`product-reviews-${viewport.name}.png`) });

      await visit('/booking');
      await expect(page.getByText(/Rated \d\.\d out of 5 from \d+ reviews?/).first()).toBeAttached();
      await page.screenshot({ path: test.info().outputPath(`list-ratings-${viewport.name}.png`) });
    });
  });
}
