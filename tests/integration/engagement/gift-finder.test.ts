import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../prisma/seed/seed-demo-data';
import { getCatalogFilterOptions } from '@/domains/catalog/server/queries';
import { findGiftsForQuiz, listGiftFinderRecipients } from '@/domains/engagement/server/service';
import { GET } from '@/app/api/gift-finder/route';
import { NextRequest } from 'next/server';
import { getDatabase } from '@/server/db';

const uploadsDir = mkdtempSync(join(tmpdir(), 'gift-finder-uploads-'));

beforeAll(async () => {
  await seedDemoData(getDatabase(), {
    uploadsDir,
    staff: { email: 'staff@example.com', password: 'Staff-Passw0rd!' },
    customer: { email: 'customer@example.com', password: 'Customer-Passw0rd!' },
  });
}, 120_000);

afterAll(() => {
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function tagId(slug: string): Promise<string> {
  return (await getDatabase().tag.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;
}

describe('Gift Finder on the demo catalogue', () => {
  it('asks who it is for first: every recipient staff keep under "Who it\'s for" leads to several gifts', async () => {
    const recipients = await listGiftFinderRecipients('en-CA');
    expect(recipients.map((option) => option.name)).toEqual(['Partner', 'Parent', 'Friend', 'Colleague', 'Kids & family', 'Adventurer']);
    expect(recipients.every((option) => option.giftCount >= 3)).toBe(true);
    const first = await findGiftsForQuiz({ tags: [], locale: 'en-CA' });
    expect(first.recipients).toEqual(recipients);
  });

  it('then the occasion: each one leads to several gifts, and fewer once the recipient is known', async () => {
    const first = await findGiftsForQuiz({ tags: [], locale: 'en-CA' });
    expect(first.occasions.map((option) => option.name)).toEqual([
      'Birthday',
      'Anniversary',
      'Christmas & holidays',
      'Thank you',
      'Wedding',
      'Retirement',
      'Just because',
    ]);
    expect(first.occasions.every((option) => option.giftCount >= 3)).toBe(true);

    const partner = await tagId('for-partner');
    const step2 = await findGiftsForQuiz({ tags: [partner], locale: 'en-CA' });
    expect(step2.chosen).toEqual([{ id: partner, name: 'Partner', slug: 'for-partner', question: 'recipient' }]);
    expect(step2.total).toBeLessThan(first.total);
    expect(step2.occasions.every((option) => option.giftCount > 0 && option.giftCount <= step2.total)).toBe(true);
  });

  it('finds the dinner cruise along Partner → Anniversary (the e2e path), then narrows by interest', async () => {
    const path = [await tagId('for-partner'), await tagId('anniversary')];
    const step3 = await findGiftsForQuiz({ tags: path, locale: 'en-CA' });
    expect(step3.gifts.map((gift) => gift.slug)).toContain('dinner-cruise-for-two-gift');
    expect(step3.options.map((option) => option.name)).toContain('Food & Drink');
    const food = await findGiftsForQuiz({ tags: [...path, await tagId('food-and-drink')], locale: 'en-CA' });
    expect(food.total).toBeLessThan(step3.total);
    expect(food.gifts.map((gift) => gift.slug)).toContain('dinner-cruise-for-two-gift');
  });

  it('keeps the recipient and occasion groups out of the interests and of the gift list\'s category filter', async () => {
    const answers = ["Who it's for", 'Occasion', 'Partner', 'Birthday'];
    const interests = (await findGiftsForQuiz({ tags: [], locale: 'en-CA' })).options.map((option) => option.name);
    const filter = (await getCatalogFilterOptions('GIFT_VOUCHER', 'en-CA')).categories.map((category) => category.name);
    expect(interests).toContain('Adventure');
    expect(filter).toContain('Adventure');
    for (const answer of answers) {
      expect(interests).not.toContain(answer);
      expect(filter).not.toContain(answer);
    }
  });

  it('starts its interests with the top categories that lead to gifts', async () => {
    const result = await findGiftsForQuiz({ tags: [], locale: 'en-CA' });
    expect(result.options.map((option) => option.name)).toEqual(
      expect.arrayContaining(['Adventure', 'Food & Drink', 'Wellness', 'Sightseeing']),
    );
    expect(result.options.every((option) => option.giftCount > 0)).toBe(true);
  });

  it('finds the paddle gift along Adventure → Water activities → Kayaking (the e2e path)', async () => {
    const adventure = await tagId('adventure');
    const step2 = await findGiftsForQuiz({ tags: [adventure], locale: 'en-CA' });
    expect(step2.options.map((option) => option.name)).toContain('Water activities');
    const water = await tagId('water-activities');
    const step3 = await findGiftsForQuiz({ tags: [adventure, water], locale: 'en-CA' });
    expect(step3.options.map((option) => option.name)).toContain('Kayaking & canoeing');
    const kayaking = await tagId('kayaking');
    const leaf = await findGiftsForQuiz({ tags: [adventure, water, kayaking], locale: 'en-CA' });
    expect(leaf.options).toEqual([]);
    expect(leaf.gifts.map((gift) => gift.slug)).toContain('paddle-adventure-gift');
    expect(leaf.budgets.length).toBeGreaterThan(0);
  });

  it('counts a gift for the tags of the experiences it covers', async () => {
    const result = await findGiftsForQuiz({ tags: [await tagId('food-and-drink'), await tagId('food-tours')], locale: 'en-CA' });
    expect(result.gifts.map((gift) => gift.slug)).toContain('foodie-adventure-gift');
  });

  it('asks what they love without offering places: Partner → Birthday has no "By city"', async () => {
    const result = await findGiftsForQuiz({ tags: [await tagId('for-partner'), await tagId('birthday')], locale: 'en-CA' });
    const interests = result.options.map((option) => option.name);
    expect(interests).toContain('Adventure');
    expect(interests).not.toContain('By city');
  });

  it('filters by budget', async () => {
    const result = await findGiftsForQuiz({ tags: [], budget: 'up-to-100', locale: 'en-CA' });
    expect(result.gifts.length).toBeGreaterThan(0);
    expect(result.gifts.every((gift) => gift.priceCents <= 10_000)).toBe(true);
  });

  it('serves steps over GET /api/gift-finder and answers 400 for a bad query', async () => {
    const adventure = await tagId('adventure');
    const ok = await GET(new NextRequest(`http://shop.test/api/gift-finder?tags=${adventure}&budget=100-to-200`));
    expect(ok.status).toBe(200);
    expect((await ok.json()).parentTagId).toBe(adventure);
    const bad = await GET(new NextRequest('http://shop.test/api/gift-finder?budget=free'));
    expect(bad.status).toBe(400);
  });
});
