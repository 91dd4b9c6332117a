import { beforeAll, describe, expect, it } from 'vitest';
import { getFooterContent, getHomePageContent } from '@/domains/content/server/queries';
import { updateFooterContent, updateHomePageContent } from '@/domains/content/server/service';
import { getDatabase } from '@/server/db';
import { AppError } from '@/server/errors';

const prisma = getDatabase();
let staffId: string;

const validHomePage = {
  hero: {
    title: 'Give an experience',
    subtitle: 'They choose.',
    imageUrl: '/uploads/hero.webp',
    imageAlt: 'Mountains',
    cta: { label: 'Find a gift', href: '/gift' },
  },
  featuredGiftSlugs: ['gift-card-100'],
  topCategoryTagSlugs: ['adventure'],
  featuredExperienceSlugs: ['cn-tower-edgewalk'],
  howItWorks: { title: 'How it works', steps: [{ title: 'Choose', text: 'Pick a gift.', icon: 'gift' }] },
  blogTeaserCount: 3,
};

beforeAll(async () => {
  staffId = (
    await prisma.user.create({ data: { role: 'MANAGER', email: 'staff@example.com', firstName: 'Sam', lastName: 'Staff', passwordHash: 'x' } })
  ).id;
});

describe('updateHomePageContent', () => {
  it('rejects invalid data with field errors and writes nothing', async () => {
    const invalid = {
      ...validHomePage,
      hero: { ...validHomePage.hero, title: '   ', cta: { label: 'Go', href: 'https://elsewhere.example' } },
      blogTeaserCount: 9,
    };
    const error = await updateHomePageContent(invalid, staffId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('invalid_input');
    expect(Object.keys((error as AppError).fieldErrors ?? {}).sort()).toEqual(['blogTeaserCount', 'hero.cta.href', 'hero.title']);
    expect(await prisma.siteContent.count()).toBe(0);
    expect(await prisma.auditLogEntry.count()).toBe(0);
    expect(await getHomePageContent('en-CA')).toBeNull();
  });

  it('rejects a missing block entirely', async () => {
    await expect(updateHomePageContent({ hero: validHomePage.hero }, staffId)).rejects.toMatchObject({
      code: 'invalid_input',
      fieldErrors: { featuredGiftSlugs: expect.any(Array), howItWorks: expect.any(Array) },
    });
  });

  it('saves valid data, records who changed it and writes an audit entry', async () => {
    await updateHomePageContent(validHomePage, staffId);
    expect(await getHomePageContent('en-CA')).toEqual(validHomePage);
    const row = await prisma.siteContent.findUniqueOrThrow({ where: { key: 'HOME_PAGE' } });
    expect(row.updatedById).toBe(staffId);
    const audit = await prisma.auditLogEntry.findMany({ where: { entityType: 'SiteContent', entityId: 'HOME_PAGE' } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId, action: 'site-content.update', data: validHomePage });
  });

  it('a second save replaces the block and adds a second audit entry', async () => {
    await updateHomePageContent({ ...validHomePage, blogTeaserCount: 0 }, staffId);
    expect((await getHomePageContent('en-CA'))?.blogTeaserCount).toBe(0);
    expect(await prisma.auditLogEntry.count({ where: { entityId: 'HOME_PAGE' } })).toBe(2);
  });
});

describe('updateFooterContent', () => {
  it('validates link types and saves the footer', async () => {
    const footer = {
      about: { title: 'About', links: [{ type: 'modal', label: 'About us', modal: 'about-us' }] },
      support: { title: 'Support', links: [{ type: 'link', label: 'FAQ', href: '/terms-and-conditions#faq' }] },
      socialLinks: [],
      paymentIcons: ['visa'],
      topGiftCategoryTagSlugs: ['adventure'],
      copyright: '© Shop',
    };
    await expect(
      updateFooterContent({ ...footer, about: { title: 'About', links: [{ type: 'modal', label: 'X', modal: 'nope' }] } }, staffId),
    ).rejects.toMatchObject({ code: 'invalid_input', fieldErrors: { 'about.links.0.modal': expect.any(Array) } });
    await updateFooterContent(footer, staffId);
    expect(await getFooterContent('en-CA')).toEqual(footer);
  });
});
