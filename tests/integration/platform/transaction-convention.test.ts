import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateHomePageContent } from '@/domains/content/server/service';
import { queueEmail } from '@/domains/mail/server/service';
import { getDatabase, runInTransaction } from '@/server/db';

const homePage = {
  hero: {
    title: 'Give an experience',
    subtitle: 'They choose.',
    imageUrl: '/uploads/hero.webp',
    imageAlt: 'Mountains',
    cta: { label: 'Find a gift', href: '/gift' },
  },
  featuredGiftSlugs: [],
  topCategoryTagSlugs: [],
  featuredExperienceSlugs: [],
  howItWorks: { title: 'How it works', steps: [{ title: 'Choose', text: 'Pick a gift.', icon: 'gift' }] },
  blogTeaserCount: 3,
};

const email = { to: 'staff@example.com', replyTo: null, subject: 'Home page changed', text: 'See the home page.', html: null };

let staffId: string;

beforeAll(async () => {
  const staff = await getDatabase().user.create({
    data: { role: 'MANAGER', email: 'tx-staff@example.com', firstName: 'Sam', lastName: 'Staff', passwordHash: 'x' },
    select: { id: true },
  });
  staffId = staff.id;
});

beforeEach(async () => {
  const db = getDatabase();
  await db.siteContent.deleteMany();
  await db.auditLogEntry.deleteMany();
  await db.outboxEmail.deleteMany();
});

async function countWrites(): Promise<{ content: number; audit: number; emails: number }> {
  const db = getDatabase();
  return {
    content: await db.siteContent.count(),
    audit: await db.auditLogEntry.count(),
    emails: await db.outboxEmail.count({ where: { subject: email.subject } }),
  };
}

describe('one transaction across areas', () => {
  it('commits a content change and its e-mail together', async () => {
    await runInTransaction(undefined, async (tx) => {
      await updateHomePageContent(homePage, staffId, tx);
      await queueEmail(email, tx);
    });
    expect(await countWrites()).toEqual({ content: 1, audit: 1, emails: 1 });
  });

  it('leaves neither the content change nor the e-mail when the work throws', async () => {
    const failure = new Error('payment declined');
    const outcome = runInTransaction(undefined, async (tx) => {
      await updateHomePageContent(homePage, staffId, tx);
      await queueEmail(email, tx);
      // Both are visible inside the transaction before it fails.
      expect(await tx.siteContent.count()).toBe(1);
      expect(await tx.outboxEmail.count({ where: { subject: email.subject } })).toBe(1);
      throw failure;
    });
    await expect(outcome).rejects.toBe(failure);
    expect(await countWrites()).toEqual({ content: 0, audit: 0, emails: 0 });
  });

  it('refuses a service that is not handed the transaction, instead of waiting for a second connection', async () => {
    const outcome = runInTransaction(undefined, async () => {
      await updateHomePageContent(homePage, staffId);
    });
    await expect(outcome).rejects.toThrow(/inside a transaction/);
    expect(await countWrites()).toEqual({ content: 0, audit: 0, emails: 0 });
  });
});

describe('runInTransaction retries', () => {
  it('commits both of two SERIALIZABLE read-then-write transactions on the same row', async () => {
    const key = 'tx-retry:counter';
    await getDatabase().rateLimitBucket.create({ data: { key, count: 0, resetAt: new Date('2100-01-01T00:00:00.000Z') } });
    const events: string[] = [];
    let reads = 0;
    let releaseReaders: () => void = () => {};
    const bothRead = new Promise<void>((resolve) => (releaseReaders = resolve));

    const increment = () =>
      runInTransaction(
        undefined,
        async (tx) => {
          const { count } = await tx.rateLimitBucket.findUniqueOrThrow({ where: { key }, select: { count: true } });
          events.push('read');
          reads += 1;
          if (reads === 2) releaseReaders();
          // Wait for the other reader so both write what they read; the embedded database runs one
          // transaction at a time, so there the other never comes and the wait simply times out.
          await Promise.race([bothRead, new Promise((resolve) => setTimeout(resolve, 300))]);
          await tx.rateLimitBucket.update({ where: { key }, data: { count: count + 1 } });
          events.push('write');
        },
        { isolationLevel: 'Serializable' },
      );

    await Promise.all([increment(), increment()]);

    const { count } = await getDatabase().rateLimitBucket.findUniqueOrThrow({ where: { key } });
    expect(count).toBe(2);
    // When both read before either wrote, one of them failed to serialize and ran again.
    if (events[0] === 'read' && events[1] === 'read') expect(events.filter((event) => event === 'read').length).toBeGreaterThan(2);
  });
});
