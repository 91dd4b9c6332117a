import { expect, expectAccessible, test } from '../support/test';

test.describe('catalogue search', () => {
  test('finds an experience by city from the header and opens it with the keyboard', async ({ page, visit }) => {
    await visit('/gift');
    const box = page.getByRole('combobox', { name: 'Search gifts and experiences' });
    await box.fill('Halifax');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Every suggestion is a product in or about Halifax.
    const suggestions = (await options.allInnerTexts()).filter((label) => label !== 'See all results');
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    await expect(options.last()).toHaveText('See all results');
    await expect(options.filter({ hasText: 'Experience' }).filter({ hasText: 'Halifax' }).first()).toBeVisible();
    await expectAccessible(page);

    await box.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing id');
    const title = (await first.locator('span.font-semibold').first().innerText()).trim();

    await box.press('Enter');
    await expect(page).toHaveURL(/\/booking\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Halifax', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('shows a no-results state and closes with Escape', async ({ page, visit }) => {
    await visit('/booking');
    const box = page.getByRole('combobox', { name: 'Search gifts and experiences' });
    await box.fill('zzqqxx');
    await expect(page.getByText('No results for “zzqqxx”').first()).toBeVisible();
    await box.press('Escape');
    await expect(page.getByText('No results for “zzqqxx”').first()).toBeHidden();
    await box.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('the results page answers the header form with ranked, paged results', async ({ page, visit }) => {
    await visit('/search?q=montreal');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “montreal”' })).toBeVisible();
    // Accents are folded: "montreal" finds Montréal.
    await expect(page.getByRole('link', { name: /Montréal/ }).first()).toBeVisible();
  });
});

test.describe('gift list', () => {
  test('filters by a category and opens a gift with its price and covered experiences', async ({ page, visit }) => {
    await visit('/gift');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Category').selectOption({ label: 'Food & Drink' });
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/\/gift\?category=food-and-drink$/);
    await expect(page.getByRole('heading', { name: /^\d+ gifts?/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Spa & Wellness Gift' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Foodie Adventure Gift' }).click();
    await expect(page).toHaveURL(/\/gift\/foodie-adventure-gift$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Foodie Adventure Gift' })).toBeVisible();
    const covered = page.getByRole('region', { name: 'What they can choose' });
    const coveredLinks = covered.getByRole('link');
    await expect(coveredLinks.first()).toBeVisible();
    expect(await coveredLinks.count()).toBeGreaterThan(1);

    // SPEC §9 for the gift's party: two adults on the standard option of the dearest experience.
    await expect(page.getByTestId('gift-coverage')).toHaveText(
      'Covers two adults on the standard option of the experience they choose.',
    );
    const toDollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    const coveredPrices = (await covered.getByText(/^from \$[\d,]+\.\d\d per adult$/).allInnerTexts()).map(toDollars);
    const price = toDollars(await page.getByText(/^\$[\d,]+\.\d\d$/).first().innerText());
    expect(price).toBeCloseTo(2 * Math.max(...coveredPrices), 2);
    await expect(page.getByRole('button', { name: /Add to cart/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Love list: Foodie Adventure Gift' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a gift for two is priced for two and says so on its card and its page', async ({ page, visit }) => {
    await visit('/gift?category=dining-cruises');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Dinner Cruise for Two Gift' }) });
    await expect(card.getByText('For two', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Dinner Cruise for Two Gift' }).click();
    await expect(page).toHaveURL(/\/gift\/dinner-cruise-for-two-gift$/);
    await expect(page.getByTestId('gift-coverage')).toContainText('Covers two adults');
    const toDollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    const covered = page.getByRole('region', { name: 'What they can choose' });
    const adultPrices = (await covered.getByText(/^from \$[\d,]+\.\d\d per adult$/).allInnerTexts()).map(toDollars);
    expect(adultPrices.length).toBeGreaterThan(1);
    expect(toDollars(await page.getByText(/^\$[\d,]+\.\d\d$/).first().innerText())).toBeCloseTo(2 * Math.max(...adultPrices), 2);
  });

  test('pages keep the filters and mark the current page', async ({ page, visit }) => {
    await visit('/booking?sort=price-asc');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/booking\?sort=price-asc&page=2$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
  });

  test('an empty result offers to clear the filters', async ({ page, visit }) => {
    await visit('/booking?minPrice=99999');
    await expect(page.getByText('Nothing matches these filters')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/booking$/);
  });
});

test.describe('tour page', () => {
  test('shows grades, prices, the meeting point and the booking widget, and remembers it as viewed', async ({ page, visit }) => {
    await visit('/booking/kensington-market-food-tour');
    await expect(page.getByRole('heading', { level: 1, name: 'Kensington Market Food Tour' })).toBeVisible();
    const availability = page.getByRole('region', { name: 'Check availability' });
    await expect(availability.getByRole('table').first()).toBeVisible();
    await expect(availability.getByText('Weekly departures')).toBeVisible();
    await expect(availability.getByRole('button', { name: 'Change travellers count' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Map of the meeting point/ })).toBeVisible();
    await expect(page.getByText('Bellevue Square Park, Augusta Ave entrance, Toronto')).toBeVisible();

    const gallery = page.getByRole('region', { name: 'Pictures of Kensington Market Food Tour' });
    await gallery.getByRole('button', { name: 'Show picture 2 of 3' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute('aria-current', 'true');

    await page.goto('/booking/cn-tower-edgewalk');
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('link', { name: /Kensington Market Food Tour/ })).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('missing pages', () => {
    // Their own 404 answers, and the browser's console line about each, are the point here.
    test.use({ expectedPageErrors: [/\b404\b/] });

    test('an unknown slug is a 404', async ({ page }) => {
      const response = await page.goto('/gift/nope');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Page not found')).toBeVisible();
      await expect(page).toHaveTitle('Page not found | Canada Gift Experiences');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/); // Next's own, once
      const outside = await page.goto('/no/such/page.html');
      expect(outside?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found | Canada Gift Experiences');
      const tour = await page.goto('/booking/nope');
      expect(tour?.status()).toBe(404);
      // A gift's slug is not a tour page.
      const wrongKind = await page.goto('/booking/foodie-adventure-gift');
      expect(wrongKind?.status()).toBe(404);
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the filters open in a drawer that closes by its backdrop and by Escape', async ({ page, visit }) => {
    await visit('/booking');
    const openButton = page.getByRole('button', { name: 'Filters', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Filters' });

    await openButton.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByLabel('Available on')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await expectAccessible(page);
    await page.mouse.click(365, 330); // the backdrop, right of the 20rem (320 px) panel
    await expect(drawer).toBeHidden();

    await openButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await openButton.click();
    await drawer.getByLabel('Duration').selectOption('short');
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/booking\?duration=short$/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test('the search box shows its whole placeholder', async ({ page, visit }) => {
    await visit('/');
    const box = page.getByRole('combobox', { name: 'Search gifts and experiences' }).first();
    const room = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const available = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { available, needed: context.measureText(input.placeholder).width };
    });
    expect(room.needed).toBeLessThanOrEqual(room.available);
  });

  test('a tour page keeps its price and the way to the booking box in view', async ({ page, visit }) => {
    await visit('/booking/halifax-harbour-lobster-dinner-cruise');
    const toBooking = page.getByRole('link', { name: 'Check availability' }).and(page.locator('a[href="#availability"]'));
    await expect(toBooking).toBeInViewport();
    await expect(page.getByText(/^from \$\d/).last()).toBeInViewport();
    await toBooking.click();
    await expect(page.getByRole('heading', { name: 'Check availability', level: 2 })).toBeInViewport();
  });

  test('lists and the home page show two cards a row, with no row left half empty', async ({ page, visit }) => {
    await visit('/booking');
    const cards = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
    const [first, second, third] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox(), await cards.nth(2).boundingBox()];
    expect(second?.y).toBe(first?.y);
    expect(third?.y).toBeGreaterThan(first?.y ?? 0);

    await visit('/');
    const featured = page.getByRole('region', { name: 'Featured gifts' }).getByRole('article');
    expect((await featured.count()) % 2).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test('the list filters still work as a GET form', async ({ browser, baseURL }) => {
    // A context of its own: the fixtures' page (scanned by axe at the end) needs JavaScript.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/booking');
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await filters.getByLabel('City').selectOption({ label: 'Halifax' });
      await filters.getByRole('button', { name: 'Show results' }).click();
      await expect(page).toHaveURL(/\/booking\?.*city=halifax/);
      const cards = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toContain('halifax');
    } finally {
      await context.close();
    }
  });
});
