import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../prisma/seed/seed-demo-data';
import { verifyPassword } from '@/domains/accounts/lib/password';
import { searchCatalog } from '@/domains/catalog/server/queries';
import { footerContentSchema, homePageContentSchema, logoContentSchema } from '@/domains/content/schemas';
import { getFooterContent, getHomePageContent } from '@/domains/content/server/queries';
import { listGiftDesignOptions } from '@/domains/vouchers/server/gift-designs';
import { findVoucherByCertificateNumber } from '@/domains/vouchers/server/service';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';

const staff = { email: 'Staff@Example.com', password: 'Staff-Passw0rd!' };
const customer = { email: 'customer@example.com', password: 'Customer-Passw0rd!' };

describe('demo seed', () => {
  let issuedCertificateNumbers: string[] = [];

  beforeAll(async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'seed-uploads-'));
    // The keys the app reads, as the launcher passes them.
    const certificateKeys = { hashKey: getServerEnv().CERTIFICATE_HASH_KEY, encryptionKey: getServerEnv().CERTIFICATE_ENCRYPTION_KEY };
    const result = await seedDemoData(getDatabase(), { uploadsDir, staff, customer, certificateKeys });
    expect(result.seeded).toBe(true);
    if (result.seeded) issuedCertificateNumbers = result.issuedCertificateNumbers;
  });

  it('prints issued certificate numbers that the app finds, typed any way, while storing none of them', async () => {
    expect(issuedCertificateNumbers.length).toBeGreaterThanOrEqual(3);
    const stored = JSON.stringify(await getDatabase().voucher.findMany());
    for (const number of issuedCertificateNumbers) {
      for (const typed of [number, number.toLowerCase().replaceAll('-', ' '), number.replaceAll('-', '')]) {
        expect(await findVoucherByCertificateNumber(typed), typed).toMatchObject({ status: 'ISSUED', certificateLast4: number.slice(-4) });
      }
      expect(stored).not.toContain(number.replaceAll('-', ''));
    }
  });

  it('seeds only an empty database', async () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'seed-uploads-'));
    const again = await seedDemoData(getDatabase(), { uploadsDir, staff, customer });
    expect(again.seeded).toBe(false);
  });

  it('has at least 40 published experiences in at least 5 cities with real time zones and both service types', async () => {
    const prisma = getDatabase();
    const experiences = await prisma.product.findMany({
      where: { kind: 'EXPERIENCE', published: true },
      select: { city: true, timeZone: true, serviceType: true, _count: { select: { tourGrades: true, ageBands: true } } },
    });
    expect(experiences.length).toBeGreaterThanOrEqual(40);
    const cities = new Map(experiences.map((product) => [product.city, product.timeZone]));
    expect(cities.size).toBeGreaterThanOrEqual(5);
    expect(cities.get('Toronto')).toBe('America/Toronto');
    expect(cities.get('Vancouver')).toBe('America/Vancouver');
    expect(cities.get('Calgary')).toBe('America/Edmonton');
    expect(cities.get('Halifax')).toBe('America/Halifax');
    expect(new Set(experiences.map((product) => product.serviceType))).toEqual(new Set(['CUSTOM', 'VIATOR']));
    for (const product of experiences) {
      expect(product._count.tourGrades).toBeGreaterThan(0);
      expect(product._count.ageBands).toBeGreaterThan(0);
    }
  });

  it('prices each box gift so its party is covered in full on any experience of the box, and no higher (SPEC §9)', async () => {
    const gifts = await getDatabase().product.findMany({
      where: { kind: 'GIFT_VOUCHER' },
      select: {
        slug: true,
        priceCents: true,
        giftParty: true,
        giftOption: true,
        coveredExperiences: {
          select: { experience: { select: { tourGrades: { select: { prices: { select: { priceCents: true, ageBand: { select: { code: true } } } } } } } } },
        },
      },
    });
    expect(gifts.length).toBeGreaterThanOrEqual(12);
    const boxes = gifts.filter((gift) => gift.coveredExperiences.length > 0);
    expect(new Set(boxes.map((gift) => gift.giftParty))).toEqual(new Set(['ONE', 'TWO', 'FAMILY']));
    const travellers = { ONE: { ADULT: 1 }, TWO: { ADULT: 2 }, FAMILY: { ADULT: 2, CHILD: 2 } } as const;
    for (const gift of boxes) {
      expect(gift.giftParty, gift.slug).not.toBeNull();
      const party: Record<string, number> = travellers[gift.giftParty ?? 'ONE'];
      const partyCosts = gift.coveredExperiences.map(({ experience }) => {
        const optionCosts = experience.tourGrades.map((grade) =>
          Object.entries(party).reduce((total, [band, count]) => {
            const price = grade.prices.find((candidate) => candidate.ageBand.code === band);
            expect(price, `${gift.slug}: every covered option sells a ${band} ticket`).toBeDefined();
            return total + (price?.priceCents ?? 0) * count;
          }, 0),
        );
        return gift.giftOption === 'ANY' ? Math.max(...optionCosts) : Math.min(...optionCosts);
      });
      expect(gift.priceCents, gift.slug).toBe(Math.max(...partyCosts));
    }
    const cruise = gifts.find((gift) => gift.slug === 'dinner-cruise-for-two-gift');
    expect(cruise?.giftParty).toBe('TWO');
  });

  it('builds a tag tree at least three levels deep', async () => {
    const tags = await getDatabase().tag.findMany({ select: { id: true, parentId: true } });
    const parentOf = new Map(tags.map((tag) => [tag.id, tag.parentId]));
    const depth = (id: string | null): number => (id === null ? 0 : 1 + depth(parentOf.get(id) ?? null));
    expect(Math.max(...tags.map((tag) => depth(tag.id)))).toBeGreaterThanOrEqual(3);
  });

  it('writes the travellers of each age band in the plural English uses', async () => {
    const descriptions = (await getDatabase().product.findMany({ select: { description: true } })).map((product) => product.description).join('\n');
    expect(descriptions).toContain('**Ages:** adults 18–64, children 4–17');
    expect(descriptions).not.toMatch(/childs|infantss|adultss/i);
  });

  it('has landing pages with breadcrumbs, posts with headings and valid site content', async () => {
    const prisma = getDatabase();
    const landings = await prisma.landing.findMany({ select: { _count: { select: { breadcrumbs: true } } } });
    expect(landings.length).toBeGreaterThanOrEqual(6);
    expect(landings.filter((landing) => landing._count.breadcrumbs > 0).length).toBeGreaterThanOrEqual(6);

    const posts = await prisma.post.findMany({ select: { body: true } });
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) expect(post.body).toMatch(/^##\s/m);

    const content = new Map((await prisma.siteContent.findMany()).map((row) => [row.key, row.data]));
    expect(homePageContentSchema.safeParse(content.get('HOME_PAGE')).success).toBe(true);
    expect(logoContentSchema.safeParse(content.get('LOGO')).success).toBe(true);
    const footer = footerContentSchema.parse(content.get('FOOTER'));
    const linkTypes = new Set([...footer.about.links, ...footer.support.links].map((link) => link.type));
    expect(linkTypes).toEqual(new Set(['modal', 'link', 'external-link', 'click']));
  });

  it('creates the demo accounts with Argon2id hashes and a customer balance that equals the ledger', async () => {
    const prisma = getDatabase();
    const staffUser = await prisma.user.findUniqueOrThrow({ where: { email: 'staff@example.com' } });
    expect(staffUser.role).toBe('MANAGER');
    expect(staffUser.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(staffUser.passwordHash, staff.password)).toBe(true);

    const customerUser = await prisma.user.findUniqueOrThrow({
      where: { email: customer.email },
      include: { balanceEntries: true },
    });
    expect(customerUser.role).toBe('CUSTOMER');
    expect(customerUser.balanceCents).toBeGreaterThan(0);
    expect(customerUser.balanceEntries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(customerUser.balanceCents);
  });

  it('ships French for every product, option, age band, tag, landing, breadcrumb, post and site block', async () => {
    const prisma = getDatabase();
    const untranslated = async (items: number, translated: number) => ({ items, translated });
    expect(await untranslated(await prisma.product.count(), await prisma.productTranslation.count({ where: { locale: 'fr-CA', title: { not: null }, description: { not: null } } }))).toEqual(
      await untranslated(await prisma.product.count(), await prisma.product.count()),
    );
    expect(await prisma.tourGradeTranslation.count({ where: { locale: 'fr-CA', title: { not: null }, description: { not: null } } })).toBe(await prisma.tourGrade.count());
    expect(await prisma.ageBandTranslation.count({ where: { locale: 'fr-CA', label: { not: null } } })).toBe(await prisma.ageBand.count());
    expect(await prisma.tourGradeTranslation.findFirst({ where: { locale: 'fr-CA', tourGrade: { code: 'PRIVATE' } }, select: { title: true } })).toEqual({ title: 'Privé' });
    expect(await prisma.tagTranslation.count({ where: { locale: 'fr-CA', name: { not: null } } })).toBe(await prisma.tag.count());
    expect(await prisma.landingTranslation.count({ where: { locale: 'fr-CA', body: { not: null } } })).toBe(await prisma.landing.count());
    expect(await prisma.breadcrumbTranslation.count({ where: { locale: 'fr-CA', label: { not: null } } })).toBe(await prisma.breadcrumb.count());
    expect(await prisma.postTranslation.count({ where: { locale: 'fr-CA', body: { not: null } } })).toBe(await prisma.post.count());
    const [home, footer] = await Promise.all([getHomePageContent('fr-CA'), getFooterContent('fr-CA')]);
    expect(home?.hero.title).not.toBe((await getHomePageContent('en-CA'))?.hero.title);
    expect(footer?.about.links.map((link) => link.label)).not.toEqual((await getFooterContent('en-CA'))?.about.links.map((link) => link.label));
  });

  it('ships six published card designs with their art and French names, the plain one suiting no occasion', async () => {
    const [english, french] = await Promise.all([listGiftDesignOptions('en-CA'), listGiftDesignOptions('fr-CA')]);
    expect(english.map((design) => [design.name, design.occasions])).toEqual([
      ['Birthday balloons', ['birthday']],
      ['Snowy holidays', ['christmas-and-holidays']],
      ['Thank-you flowers', ['thank-you']],
      ['Wedding and anniversary', ['wedding', 'anniversary']],
      ['Congratulations stars', ['retirement']],
      ['Plain', []],
    ]);
    expect(french.map((design) => design.name)).toContain('Sobre');
    expect(english.every((design, index) => design.name !== french[index]?.name)).toBe(true);
    expect(await getDatabase().mediaFile.count({ where: { url: { in: english.map((design) => design.imageUrl) } } })).toBe(6);
  });

  it.each(['baleine', 'érable', 'cabane a sucre'])('finds French demo content for "%s" in French', async (text) => {
    const results = await searchCatalog(text, 1, 20, 'fr-CA');
    expect(results.matchedSimilarWords).toBe(false);
    expect(results.items.length).toBeGreaterThan(0);
    // The first result shows its French title, which says what was searched for.
    const folded = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(results.items.some((item) => folded(`${item.title} ${item.summary}`).includes(folded(text).split(' ')[0]!))).toBe(true);
  });
});
