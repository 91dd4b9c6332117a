import {beforeAll, describe, expect, it } from 'vitest';
import * as footerRoute from '@/app/api/content/footer/route';
import * as homePageRoute from '@/app/api/content/home-page/route';
import * as logoRoute from '@/app/api/content/logo/route';
import { getFooterContent, getHomePageContent, getLogoContent } from '@/domains/content/server/queries';
import { sealSessionToken } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';

const homePage = {
  hero: { title: 'Give an experience', subtitle: 'They choose.', imageUrl: '/uploads/hero.webp', imageAlt: 'A canoe', cta: { label: 'Find a gift', href: '/gift' } },
  featuredGiftSlugs: ['gift-card-100'],
  topCategoryTagSlugs: ['adventure'],
  featuredExperienceSlugs: [],
  howItWorks: { title: 'How it works', steps: [{ title: 'Choose', text: 'Pick a gift.', icon: 'gift' }] },
  blogTeaserCount: 3,
};

const footer = {
  about: {
    title: 'About',
    links: [
      { type: 'modal', label: 'About us', modal: 'about-us' },
      { type: 'external-link', label: 'Press', href: 'https://press.example.com/kit' },
    ],
  },
  support: {
    title: 'Support',
    links: [
      { type: 'link', label: 'FAQ', href: '/terms-and-conditions#faq' },
      { type: 'click', label: 'Back to top', action: 'scroll-to-top' },
    ],
  },
  socialLinks: [{ id: 'instagram', name: 'Instagram', url: 'https://instagram.com/shop', icon: 'instagram', type: 'instagram' }],
  paymentIcons: ['visa', 'mastercard'],
  topGiftCategoryTagSlugs: ['adventure'],
  copyright: '© Gift shop',
};

const logo = { url: '/uploads/media/2026-11/logo.webp', alt: 'Gift shop', width: 320, height: 80 };

type Handler = Parameters<typeof callRoute<Record<string, never>>>[0];

interface SiteContentCase {
  name: string;
  url: string;
  key: 'HOME_PAGE' | 'FOOTER' | 'LOGO';
  GET: Handler;
  PUT: Handler;
  valid: object;
  invalid: object;
  fieldErrors: Record<string, string[]>;
  storefront: () => Promise<unknown>;
}

const cases: SiteContentCase[] = [
  {
    name: 'home page',
    url: '/api/content/home-page',
    key: 'HOME_PAGE',
    GET: homePageRoute.GET,
    PUT: homePageRoute.PUT,
    valid: homePage,
    invalid: { ...homePage, hero: { ...homePage.hero, cta: { label: '', href: 'https://elsewhere.example' } } },
    fieldErrors: { 'hero.cta.label': ['Label is required'], 'hero.cta.href': ['Use a path on this site, starting with /'] },
    storefront: () => getHomePageContent('en-CA'),
  },
  {
    name: 'footer',
    url: '/api/content/footer',
    key: 'FOOTER',
    GET: footerRoute.GET,
    PUT: footerRoute.PUT,
    valid: footer,
    invalid: { ...footer, support: { title: 'Support', links: [{ type: 'link', label: 'FAQ', href: 'faq' }] } },
    fieldErrors: { 'support.links.0.href': ['Use a path on this site, starting with /'] },
    storefront: () => getFooterContent('en-CA'),
  },
  {
    name: 'logo',
    url: '/api/content/logo',
    key: 'LOGO',
    GET: logoRoute.GET,
    PUT: logoRoute.PUT,
    valid: logo,
    invalid: { ...logo, alt: '', width: 0 },
    fieldErrors: { alt: [expect.any(String)], width: [expect.any(String)] },
    storefront: () => getLogoContent('en-CA'),
  },
];

let manager: StaffMemberForTest;
let editor: StaffMemberForTest;
let customerToken: string;

beforeAll(async () => {
  manager = await createStaffMemberForTest('MANAGER');
  editor = await createStaffMemberForTest('EDITOR');
  const customer = await getDatabase().user.create({
    data: { email: 'customer@example.com', firstName: 'Cam', lastName: 'Customer', passwordHash: 'not-used' },
    select: { id: true },
  });
  customerToken = await sealSessionToken({ userId: customer.id, role: 'CUSTOMER' }, 600);
});

describe.each(cases)('GET and PUT $url ($name)', ({ url, key, GET, PUT, valid, invalid, fieldErrors, storefront }) => {
  it('answers 401 without a token and for a customer, and writes nothing', async () => {
    for (const token of [null, customerToken]) {
      const read = await callRoute(GET, url, {}, { token });
      expect(read.status).toBe(401);
      expect(read.headers.get('content-type')).toBe('application/problem+json');
      expect((await callRoute(PUT, url, {}, { method: 'PUT', body: valid, token })).status).toBe(401);
    }
    expect(await getDatabase().siteContent.findUnique({ where: { key } })).toBeNull();
  });

  it('answers null before the first save', async () => {
    const response = await callRoute(GET, url, {}, { token: manager.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: null });
  });

  it('refuses bad input with 400 and the field messages, writing nothing', async () => {
    const response = await callRoute(PUT, url, {}, { method: 'PUT', body: invalid, token: manager.token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual(fieldErrors);
    expect(await getDatabase().auditLogEntry.count({ where: { entityId: key } })).toBe(0);
  });

  it('saves with the cookie (an editor) and reads back with Bearer (a manager); audited, and the storefront reads it', async () => {
    const saved = await callRoute(PUT, url, {}, { method: 'PUT', body: valid, cookieToken: editor.token });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ data: valid });

    const read = await callRoute(GET, url, {}, { token: manager.token });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ data: valid });
    expect((await callRoute(GET, url, {}, { cookieToken: editor.token })).status).toBe(200);

    expect(await storefront()).toEqual(valid);
    expect(await getDatabase().auditLogEntry.findMany({ where: { entityId: key }, select: { staffId: true, action: true, data: true } })).toEqual([
      { staffId: editor.id, action: 'site-content.update', data: valid },
    ]);
  });
});
