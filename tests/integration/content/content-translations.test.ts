import { beforeAll, describe, expect, it } from 'vitest';
import { GET as readBreadcrumbTranslations, PUT as saveBreadcrumbTranslations } from '@/app/api/landing/all-breadcrumbs/translations/[locale]/route';
import { PUT as saveFooterTranslation } from '@/app/api/content/footer/translations/[locale]/route';
import { PUT as savePostTranslation } from '@/app/api/content/posts/[id]/translations/[locale]/route';
import { PUT as saveLandingTranslation } from '@/app/api/v3/landing-page/[id]/translations/[locale]/route';
import { getFooterContent, getLandingByUrlPath, getPostBySlug, listLatestPosts } from '@/domains/content/server/queries';
import { updateFooterContent } from '@/domains/content/server/service';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';

// Staff translate landings, posts, breadcrumbs and the footer (docs/adr/0024); French pages show
// them, and English where a text has no French.

type Problem = { message: string; errors?: Record<string, string[]> };

const prisma = getDatabase();
let manager: StaffMemberForTest;

const footer = {
  about: { title: 'About', links: [{ type: 'link', label: 'Blog', href: '/blog' }, { type: 'modal', label: 'About us', modal: 'about-us' }] },
  support: { title: 'Support', links: [{ type: 'link', label: 'FAQ', href: '/terms-and-conditions#faq' }] },
  socialLinks: [],
  paymentIcons: ['visa'],
  topGiftCategoryTagSlugs: [],
  copyright: '© 2026 Canada Gift Experiences.',
};

beforeAll(async () => {
  manager = await createStaffMemberForTest('MANAGER');
  await prisma.landing.create({ data: { id: 'l-whales', urlPath: 'whale-watching', title: 'Whale watching', body: '## Why whales', seoTitle: 'Whales' } });
  await prisma.breadcrumb.createMany({ data: [{ id: 'b-home', label: 'Home', url: '/' }, { id: 'b-whales', label: 'Whale watching', url: '/whale-watching' }] });
  await prisma.landingBreadcrumb.createMany({ data: [{ landingId: 'l-whales', breadcrumbId: 'b-home', position: 0 }, { landingId: 'l-whales', breadcrumbId: 'b-whales', position: 1 }] });
  await prisma.post.create({
    data: { id: 'p-maple', slug: 'maple-season', title: 'Maple season', excerpt: 'Sugar shacks open in March.', body: 'Taffy on snow.', publishedAt: new Date('2026-03-01T12:00:00Z') },
  });
  await updateFooterContent(footer, manager.id);
});

describe('a landing page in French', () => {
  it('shows the French texts and breadcrumb labels, English where missing', async () => {
    const saved = await callRoute(saveLandingTranslation, '/api/v3/landing-page/l-whales/translations/fr-CA', { id: 'l-whales', locale: 'fr-CA' }, {
      method: 'PUT',
      token: manager.token,
      body: { title: 'Observation des baleines', body: '## Pourquoi les baleines' },
    });
    expect(saved.status).toBe(200);
    const labels = await callRoute(saveBreadcrumbTranslations, '/api/landing/all-breadcrumbs/translations/fr-CA', { locale: 'fr-CA' }, {
      method: 'PUT',
      token: manager.token,
      body: { texts: { 'b-home': 'Accueil' } },
    });
    expect(labels.status).toBe(200);

    const landing = await getLandingByUrlPath('whale-watching', 'fr-CA');
    expect(landing).toMatchObject({ title: 'Observation des baleines', body: '## Pourquoi les baleines', seoTitle: 'Whales', untranslated: ['seoTitle'] });
    expect(landing?.breadcrumbs).toEqual([
      { label: 'Accueil', url: '/', untranslated: [] },
      { label: 'Whale watching', url: '/whale-watching', untranslated: ['label'] },
    ]);
    expect((await getLandingByUrlPath('whale-watching', 'en-CA'))?.title).toBe('Whale watching');
  });

  it('refuses a breadcrumb that does not exist, saving none of the labels', async () => {
    const response = await callRoute(saveBreadcrumbTranslations, '/api/landing/all-breadcrumbs/translations/fr-CA', { locale: 'fr-CA' }, {
      method: 'PUT',
      token: manager.token,
      body: { texts: { 'b-whales': 'Baleines', 'b-gone': 'Disparu' } },
    });
    expect(response.status).toBe(400);
    const read = await callRoute(readBreadcrumbTranslations, '/api/landing/all-breadcrumbs/translations/fr-CA', { locale: 'fr-CA' }, { token: manager.token });
    expect(((await read.json()) as { data: { texts: Record<string, string | null> } }).data.texts['b-whales']).toBeNull();
  });
});

describe('a blog post in French', () => {
  it('lists and shows the French title and excerpt, the English body until it is translated', async () => {
    await callRoute(savePostTranslation, '/api/content/posts/p-maple/translations/fr-CA', { id: 'p-maple', locale: 'fr-CA' }, {
      method: 'PUT',
      token: manager.token,
      body: { title: 'Le temps des sucres', excerpt: 'Les cabanes à sucre ouvrent en mars.' },
    });
    const [teaser] = await listLatestPosts(1, 'fr-CA');
    expect(teaser).toMatchObject({ title: 'Le temps des sucres', excerpt: 'Les cabanes à sucre ouvrent en mars.', untranslated: [] });
    const post = await getPostBySlug('maple-season', 'fr-CA');
    expect(post).toMatchObject({ title: 'Le temps des sucres', body: 'Taffy on snow.' });
    expect(post?.untranslated).toEqual(['body']);
  });
});

describe('the footer in French', () => {
  it('takes the French texts by path and keeps links and icons as in English', async () => {
    const saved = await callRoute(saveFooterTranslation, '/api/content/footer/translations/fr-CA', { locale: 'fr-CA' }, {
      method: 'PUT',
      token: manager.token,
      body: { texts: { 'about.title': 'À propos', 'about.links.0.label': 'Blogue', 'copyright': '' } },
    });
    expect(saved.status).toBe(200);
    const french = await getFooterContent('fr-CA');
    expect(french?.about).toEqual({ title: 'À propos', links: [{ type: 'link', label: 'Blogue', href: '/blog' }, { type: 'modal', label: 'About us', modal: 'about-us' }] });
    expect(french?.copyright).toBe(footer.copyright);
    expect((await getFooterContent('en-CA'))?.about.title).toBe('About');
  });

  it('refuses a path where the English footer has no text', async () => {
    const response = await callRoute(saveFooterTranslation, '/api/content/footer/translations/fr-CA', { locale: 'fr-CA' }, {
      method: 'PUT',
      token: manager.token,
      body: { texts: { 'about.links.0.href': '/ailleurs' } },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).errors).toEqual({ 'texts.about.links.0.href': ['Not a text of this block'] });
  });
});
