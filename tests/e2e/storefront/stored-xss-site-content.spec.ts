import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { withPictures } from '../support/pictures';
import { getStaffAuthorization } from '../support/staff-session';
import { createPayloadSequence, everyPayload, expectNothingRan, scriptAddresses, watchForScripts } from '../support/stored-xss';
import { confirmSignUpByEmail } from '../support/customers';
import { clientAddressFor } from '../support/test';

// A payload like <img src=x onerror=…> runs only where pictures load: this browser loads them.
test.use(withPictures);

/**
 * Issue 12, the rest of the staff-edited text after stored-xss.spec.ts (gifts and posts): the same
 * payloads, saved through the admin API and opened in Chromium, in
 * - a landing page: title, markdown body (all 200), SEO title, description and keywords, and a similar
 *   landing's title as its teaser card, on the landing itself;
 * - shared breadcrumbs: labels (URLs a path or https), on the landing and on a product page;
 * - category tags: names, on the experience list's category filter and active-filter chip, the home
 *   page's category cards and the footer's top gift categories;
 * - an experience: title, summary, markdown description (all 200), city, meeting point, cancellation
 *   policy, SEO texts, picture alt texts, age band labels, tour grade titles and descriptions, on its page
 *   and in the experience list;
 * - the footer: column titles, link labels of every type (modal, link, external-link, click), social
 *   link names, copyright, on every page;
 * - the home page: hero title, subtitle, picture alt text and button label, "how it works" title and
 *   step titles and texts, on `/`;
 * - the logo's alt text, in every page's header;
 * - staff balance adjustment reasons, in the customer's balance history on `/account`.
 * Addresses staff type (footer and button links, social links, breadcrumbs, hero picture, logo,
 * landing pictures, category pictures) are refused with 400 unless they are a path on the shop or an
 * https address (pictures: an uploaded file): `javascript:`, `data:` and `vbscript:` never reach a page. Footer, home page, logo and breadcrumb
 * list are shared by every spec, so they are put back as they were, and everything created is deleted.
 */

async function expectSaved(response: APIResponse): Promise<void> {
  expect(response.status(), await response.text()).toBeLessThan(300);
}

async function readData<T>(response: APIResponse): Promise<T> {
  await expectSaved(response);
  return ((await response.json()) as { data: T }).data;
}

async function uploadPicture(request: APIRequestContext, staff: Record<string, string>): Promise<string> {
  const buffer = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a7ab0' } }).png().toBuffer();
  const response = await request.post('/api/v3/upload', { headers: staff, multipart: { file: { name: 'xss.png', mimeType: 'image/png', buffer } } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

async function createCategoryTags(request: APIRequestContext, staff: Record<string, string>, names: string[], slug: string, imageUrl: string) {
  const tags: { id: string; slug: string }[] = [];
  for (const [index, name] of names.entries()) {
    tags.push(await readData(await request.post('/api/v3/tags', { headers: staff, data: { name, slug: `${slug}-${index}`, type: 'CATEGORY', imageUrl } })));
  }
  return tags;
}

async function expectRefused(response: APIResponse, what: string): Promise<void> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(400);
}

test('stored-XSS payloads in landings, breadcrumbs, category tags and an experience never run on the storefront', async ({ page, request }) => {
  test.setTimeout(180_000);
  const staff = await getStaffAuthorization(request);
  const suffix = randomUUID().slice(0, 8);
  const picture = await uploadPicture(request, staff);
  const cleanups: (() => Promise<unknown>)[] = [];
  const originalBreadcrumbs = await readData<{ id: string; label: string; url: string }[]>(await request.get('/api/landing/all-breadcrumbs', { headers: staff }));
  try {
    const { take, countHandedOut } = createPayloadSequence();
    const tagNames = Array.from({ length: 6 }, () => take(80));
    const tags = await createCategoryTags(request, staff, tagNames, `xss-category-${suffix}`, picture);
    for (const tag of tags) cleanups.push(() => request.delete(`/api/v3/tags/${tag.id}`, { headers: staff }));
    for (const imageUrl of scriptAddresses) {
      await expectRefused(await request.post('/api/v3/tags', { headers: staff, data: { name: 'x', slug: `xss-bad-${suffix}`, type: 'CATEGORY', imageUrl } }), imageUrl);
    }

    const crumbLabels = Array.from({ length: 6 }, () => take(80));
    for (const url of scriptAddresses) {
      const refused = await request.put('/api/landing/all-breadcrumbs', { headers: staff, data: { breadcrumbs: [...originalBreadcrumbs, { label: 'x', url }] } });
      await expectRefused(refused, url);
    }
    const crumbs = await readData<{ id: string; label: string }[]>(
      await request.put('/api/landing/all-breadcrumbs', {
        headers: staff,
        data: { breadcrumbs: [...originalBreadcrumbs, ...crumbLabels.map((label, index) => ({ label, url: index % 2 ? '/gift' : `https://example.com/${suffix}` }))] },
      }),
    );
    const crumbIds = crumbs.filter((crumb) => crumbLabels.includes(crumb.label)).map((crumb) => crumb.id);
    expect(crumbIds).toHaveLength(crumbLabels.length);

    const experienceFields = {
      title: take(200),
      summary: take(500),
      city: take(120),
      meetingPoint: take(300),
      cancellationPolicy: take(2_000),
      seoTitle: take(200),
      seoDescription: take(500),
      images: Array.from({ length: 3 }, () => ({ url: picture, alt: take(300) })),
      ageBands: [
        { code: 'ADULT', label: take(60), minAge: 18, maxAge: 99 },
        { code: 'CHILD', label: take(60), minAge: 3, maxAge: 17 },
      ],
      tourGrades: [0, 1, 2].map((index) => ({
        code: `GRADE_${index}`,
        title: take(200),
        description: take(2_000),
        prices: [
          { ageBandCode: 'ADULT', priceCents: 9_000 },
          { ageBandCode: 'CHILD', priceCents: 4_500 },
        ],
      })),
    };
    const experience = await readData<{ id: string }>(
      await request.post('/api/admin/products', {
        headers: staff,
        data: { kind: 'EXPERIENCE', slug: `xss-experience-${suffix}`, description: everyPayload, priceCents: 9_000, published: true, durationMinutes: 90, ...experienceFields },
      }),
    );
    cleanups.push(() => request.delete(`/api/admin/products/${experience.id}`, { headers: staff }));
    await expectSaved(await request.post('/api/v3/assign-tags', { headers: staff, data: { tags: tags.map((tag) => tag.id), type: 'product', elements: [experience.id] } }));
    await expectSaved(await request.post('/api/product/update-breadcrumbs', { headers: staff, data: { productId: experience.id, breadcrumbIds: crumbIds } }));

    const landingFields = { body: everyPayload, published: true, sortOrder: 0, bannerImg: picture, thumbImg: picture };
    const similar = await readData<{ id: string }>(
      await request.post('/api/v3/landing-page', {
        headers: staff,
        data: { ...landingFields, urlPath: `xss-similar-${suffix}`, title: take(160), seoTitle: null, seoDescription: null, seoKeywords: null },
      }),
    );
    cleanups.push(() => request.delete(`/api/v3/landing-page/${similar.id}`, { headers: staff }));
    for (const bannerImg of scriptAddresses) {
      const refused = await request.post('/api/v3/landing-page', {
        headers: staff,
        data: { ...landingFields, bannerImg, urlPath: `xss-bad-${suffix}`, title: 'x', seoTitle: null, seoDescription: null, seoKeywords: null },
      });
      await expectRefused(refused, bannerImg);
    }
    const landingTexts = { title: take(160), seoTitle: take(160), seoDescription: take(320), seoKeywords: take(320) };
    const landing = await readData<{ id: string }>(
      await request.post('/api/v3/landing-page', {
        headers: staff,
        data: { ...landingFields, ...landingTexts, urlPath: `xss-landing-${suffix}`, tagIds: tags.map((tag) => tag.id), breadcrumbIds: crumbIds, similarIds: [similar.id] },
      }),
    );
    cleanups.push(() => request.delete(`/api/v3/landing-page/${landing.id}`, { headers: staff }));

    test.info().annotations.push({ type: 'payloads', description: `200 in each markdown field, ${countHandedOut()} of 200 across the short fields` });

    const seen = await watchForScripts(page);
    const category = tags[0]?.slug ?? '';
    for (const path of [`/xss-landing-${suffix}`, `/booking/xss-experience-${suffix}`, `/booking?category=${category}`]) {
      expect(await expectNothingRan(page, path, seen), `${path} shows the payloads`).toBeGreaterThan(0);
    }
  } finally {
    // Later specs count the catalogue, the category filter and the breadcrumb list.
    for (const cleanup of cleanups.reverse()) await cleanup();
    await expectSaved(await request.put('/api/landing/all-breadcrumbs', { headers: staff, data: { breadcrumbs: originalBreadcrumbs } }));
  }
});

type SiteLink = { type: string; label: string; [field: string]: string };
type Footer = {
  about: { title: string; links: SiteLink[] };
  support: { title: string; links: SiteLink[] };
  socialLinks: { id: string; name: string; url: string; icon: string; type: string }[];
  topGiftCategoryTagSlugs: string[];
  copyright: string;
};
type HomePage = {
  hero: { title: string; subtitle: string; imageUrl: string; imageAlt: string; cta: { label: string; href: string } };
  topCategoryTagSlugs: string[];
  howItWorks: { title: string; steps: { title: string; text: string; icon: string }[] };
};
type Logo = { url: string; alt: string };

// Valid addresses that still carry markup: React must write them as attribute text, never as markup.
const HOSTILE_PATH = '/gift?x="><svg/onload=xssHit()>';
const HOSTILE_URL = 'https://example.com/?q="><script>xssHit()</script>';

/** A footer link of each SPEC §2 type in turn. */
function toFooterLink(label: string, index: number): SiteLink {
  const links: SiteLink[] = [
    { type: 'modal', label, modal: 'about-us' },
    { type: 'link', label, href: HOSTILE_PATH },
    { type: 'external-link', label, href: HOSTILE_URL },
    { type: 'click', label, action: 'scroll-to-top' },
  ];
  return links[index % links.length] as SiteLink;
}

test('stored-XSS payloads in the footer, the home page and the logo never run, and script addresses are refused', async ({ page, request }) => {
  test.setTimeout(120_000);
  const staff = await getStaffAuthorization(request);
  const suffix = randomUUID().slice(0, 8);
  const footer = await readData<Footer | null>(await request.get('/api/content/footer', { headers: staff }));
  const home = await readData<HomePage | null>(await request.get('/api/content/home-page', { headers: staff }));
  const logo = await readData<Logo | null>(await request.get('/api/content/logo', { headers: staff }));
  if (!footer || !home || !logo) throw new Error('The demo shop has no footer, home page or logo to restore');
  const { take, countHandedOut } = createPayloadSequence();
  const [tag] = await createCategoryTags(request, staff, [take(80)], `xss-top-category-${suffix}`, home.hero.imageUrl);
  try {
    for (const address of scriptAddresses) {
      const footerLinks = [
        { type: 'link', label: 'x', href: address },
        { type: 'external-link', label: 'x', href: address },
      ];
      for (const link of footerLinks) {
        await expectRefused(await request.put('/api/content/footer', { headers: staff, data: { ...footer, about: { ...footer.about, links: [link] } } }), `footer ${link.type} ${address}`);
      }
      const social = footer.socialLinks.map((entry) => ({ ...entry, url: address }));
      if (social.length > 0) await expectRefused(await request.put('/api/content/footer', { headers: staff, data: { ...footer, socialLinks: social } }), `social ${address}`);
      const button = { ...home.hero, cta: { ...home.hero.cta, href: address } };
      await expectRefused(await request.put('/api/content/home-page', { headers: staff, data: { ...home, hero: button } }), `home button ${address}`);
      await expectRefused(await request.put('/api/content/home-page', { headers: staff, data: { ...home, hero: { ...home.hero, imageUrl: address } } }), `hero picture ${address}`);
      await expectRefused(await request.put('/api/content/logo', { headers: staff, data: { ...logo, url: address } }), `logo ${address}`);
    }

    const labels = Array.from({ length: 24 }, () => take(80));
    const [firstSocial] = footer.socialLinks;
    const hostileFooter: Footer = {
      ...footer,
      about: { title: take(80), links: labels.slice(0, 12).map(toFooterLink) },
      support: { title: take(80), links: labels.slice(12).map(toFooterLink) },
      // The schema's most social links, each a copy of the first with its own hostile name.
      socialLinks: firstSocial ? Array.from({ length: 10 }, (_, index) => ({ ...firstSocial, id: `xss-${index}`, name: take(40) })) : [],
      topGiftCategoryTagSlugs: [tag?.slug ?? ''],
      copyright: take(200),
    };
    const hostileHome: HomePage = {
      ...home,
      hero: { ...home.hero, title: take(120), subtitle: take(300), imageAlt: take(200), cta: { label: take(80), href: HOSTILE_PATH } },
      topCategoryTagSlugs: [tag?.slug ?? ''],
      howItWorks: {
        title: take(80),
        steps: Array.from({ length: 6 }, () => ({ title: take(80), text: take(300), icon: home.howItWorks.steps[0]?.icon ?? '' })),
      },
    };
    const hostileLogo: Logo = { ...logo, alt: take(120) };
    await expectSaved(await request.put('/api/content/footer', { headers: staff, data: hostileFooter }));
    await expectSaved(await request.put('/api/content/home-page', { headers: staff, data: hostileHome }));
    await expectSaved(await request.put('/api/content/logo', { headers: staff, data: hostileLogo }));
    test.info().annotations.push({ type: 'payloads', description: `${countHandedOut()} of 200 across the footer, home page and logo` });

    const seen = await watchForScripts(page);
    for (const path of ['/', '/gift']) expect(await expectNothingRan(page, path, seen), `${path} shows the payloads`).toBeGreaterThan(0);
  } finally {
    // Every later spec renders the footer, the logo and (some) the home page.
    await expectSaved(await request.put('/api/content/footer', { headers: staff, data: footer }));
    await expectSaved(await request.put('/api/content/home-page', { headers: staff, data: home }));
    await expectSaved(await request.put('/api/content/logo', { headers: staff, data: logo }));
    if (tag) await expectSaved(await request.delete(`/api/v3/tags/${tag.id}`, { headers: staff }));
  }
});

test("stored-XSS payloads in staff balance adjustment reasons never run on the customer's account page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const staff = await getStaffAuthorization(request);
  // A customer of this test's own: the booking specs own the demo customer's balance.
  const email = `xss-${randomUUID().slice(0, 8)}@example.com`;
  // A visitor of its own, as under ../support/test: sign-ups are limited per address.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressFor(test.info()) });
  // Filled once the form is live: a click before hydration would be lost.
  await page.goto('/auth/sign-up?next=%2Faccount', { waitUntil: 'networkidle' });
  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill('Pereira');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Maple-Leaf7');
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmSignUpByEmail(page, email);
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });

  const [customer] = await readData<{ id: string }[]>(await request.get(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers: staff }));
  const { take, countHandedOut } = createPayloadSequence();
  // 18 reasons of 500 characters carry all 200 payloads, and the history shows 20 entries a page.
  const reasons = Array.from({ length: 18 }, () => take(500));
  expect(countHandedOut()).toBe(200);
  for (const reason of reasons) {
    await expectSaved(await request.post(`/api/admin/users/${customer?.id}/balance-adjustments`, { headers: staff, data: { amountCents: 100, reason } }));
  }

  const seen = await watchForScripts(page);
  expect(await expectNothingRan(page, '/account', seen), '/account shows the reasons').toBeGreaterThan(0);
});
