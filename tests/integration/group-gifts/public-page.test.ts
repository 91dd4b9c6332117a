import { describe, expect, it } from 'vitest';
import { POST as contribute } from '@/app/api/group-gifts/[token]/contributions/route';
import { getContributionThanks, getPublicGroupGift } from '@/domains/group-gifts/server/public-page';
import { cancelGroupGift, contributeToGroupGift, sendGroupGift } from '@/domains/group-gifts/server/service';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { addDaysToLocalDate, getLocalDate } from '@/lib/local-time';
import { getDatabase } from '@/server/db';
import { callRoute } from '../support/admin-api';
import { card, contribution, start } from './group-gift-fixtures';

const fromOurPage = { origin: 'http://localhost', 'x-forwarded-host': 'localhost' };

function postContribution(publicToken: string, body: Record<string, unknown>, query = '') {
  const url = `/api/group-gifts/${publicToken}/contributions${query}`;
  return callRoute(contribute, url, { token: publicToken }, { method: 'POST', body, headers: fromOurPage });
}

/** The form's body: what the browser sends (the route takes the token from the address). */
function formBody(publicToken: string, fields: Parameters<typeof contribution>[1] = {}): Record<string, unknown> {
  const body: Partial<ReturnType<typeof contribution>> = contribution(publicToken, fields);
  delete body.publicToken;
  return body;
}

describe('the public page of a group gift', () => {
  it('shows the first name, the occasion, the organiser, the last day, the database’s sum of accepted contributions and their names, and no e-mail', async () => {
    const lastDay = addDaysToLocalDate(getLocalDate('America/Toronto', new Date()), 12);
    const gift = await start({ deadline: lastDay, targetCents: 20_000, personalisation: { recipientName: '  Zoë Anne Tremblay', message: '', delivery: { method: 'email', recipientEmail: 'zoe.page@example.com', schedule: { when: 'now' } } } });
    await contributeToGroupGift(contribution(gift.publicToken, { name: 'Ana Lopez', email: 'ana.page@example.com', message: ' Enjoy it! ', amountCents: 3_000 }));
    await contributeToGroupGift(contribution(gift.publicToken, { name: 'Secret Sam', email: 'sam.page@example.com', anonymous: true, message: 'From a friend', amountCents: 1_250 }));
    // Neither a declined card nor a payment waiting for its bank counts or shows.
    await expect(contributeToGroupGift(contribution(gift.publicToken, { name: 'Declined Dan', amountCents: 5_000, card: card(TEST_CARDS.declined) }))).rejects.toMatchObject({ code: 'payment_declined' });
    const waiting = await contributeToGroupGift(contribution(gift.publicToken, { name: 'Pending Pat', amountCents: 4_000, card: card(TEST_CARDS.needsAuthentication) }));
    expect(waiting.status).toBe('requires_action');

    const page = await getPublicGroupGift(gift.publicToken);
    expect(page).toEqual({
      publicToken: gift.publicToken,
      recipientFirstName: 'Zoë',
      organiserName: 'Olivia Organiser',
      occasion: 'birthday',
      lastDay,
      state: 'open',
      targetCents: 20_000,
      collectedCents: 4_250,
      contributionCount: 2,
      contributors: [
        { name: 'Ana Lopez', message: 'Enjoy it!' },
        { name: null, message: 'From a friend' },
      ],
    });
    const shown = JSON.stringify(page);
    expect(shown).not.toContain('@');
    expect(shown).not.toContain('Secret Sam');
    expect(shown).not.toContain('Tremblay');
  });

  it('is null for a token that opens nothing, well formed or not', async () => {
    expect(await getPublicGroupGift('AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(await getPublicGroupGift('../../etc')).toBeNull();
    expect(await getPublicGroupGift('x'.repeat(200))).toBeNull();
  });

  it('without a target shows the total and the count; past its last day it is closed before the job runs', async () => {
    const gift = await start({ targetCents: undefined });
    await contributeToGroupGift(contribution(gift.publicToken, { amountCents: 1_000 }));
    const page = await getPublicGroupGift(gift.publicToken);
    expect(page).toMatchObject({ targetCents: null, collectedCents: 1_000, contributionCount: 1, state: 'open' });
    const later = new Date(Date.now() + 30 * 86_400_000);
    expect((await getPublicGroupGift(gift.publicToken, later))?.state).toBe('closed');
  });

  it('says sent with its names once sent, and cancelled without progress or names once cancelled (everyone refunded)', async () => {
    const sent = await start();
    await contributeToGroupGift(contribution(sent.publicToken, { name: 'Ben Roy', amountCents: 2_000 }));
    await sendGroupGift(sent.managementToken);
    expect(await getPublicGroupGift(sent.publicToken)).toMatchObject({ state: 'sent', collectedCents: 2_000, contributors: [{ name: 'Ben Roy', message: null }] });

    const cancelled = await start();
    await contributeToGroupGift(contribution(cancelled.publicToken, { name: 'Chloé Gagnon', amountCents: 2_000 }));
    await cancelGroupGift(cancelled.managementToken);
    expect(await getPublicGroupGift(cancelled.publicToken)).toMatchObject({ state: 'cancelled', collectedCents: 0, contributionCount: 0, contributors: [] });
  });

  it('thanks a contributor whose payment counted, by first name and amount, and nobody else', async () => {
    const gift = await start();
    const other = await start();
    const counted = await contributeToGroupGift(contribution(gift.publicToken, { name: 'Ana Lopez', amountCents: 2_750 }));
    const waiting = await contributeToGroupGift(contribution(gift.publicToken, { amountCents: 1_500, card: card(TEST_CARDS.needsAuthentication) }));
    expect(await getContributionThanks(gift.publicToken, counted.contributionId)).toEqual({ firstName: 'Ana', amountCents: 2_750 });
    expect(await getContributionThanks(other.publicToken, counted.contributionId)).toBeNull();
    expect(await getContributionThanks(gift.publicToken, waiting.contributionId)).toBeNull();
    expect(await getContributionThanks(gift.publicToken, 'nope')).toBeNull();
  });
});

describe('POST /api/group-gifts/{token}/contributions', () => {
  it('takes a contribution once per key, in the page’s language, and answers where to go next', async () => {
    const gift = await start();
    const body = formBody(gift.publicToken, { name: 'Élise Roy', email: 'elise.route@example.com', amountCents: 2_500 });
    const first = await postContribution(gift.publicToken, body, '?locale=fr-CA');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const { data } = (await first.json()) as { data: { status: string; contributionId: string } };
    expect(data.status).toBe('accepted');
    // A double click replays the first answer: one contribution, one charge.
    const again = (await (await postContribution(gift.publicToken, body, '?locale=fr-CA')).json()) as { data: { contributionId: string } };
    expect(again.data.contributionId).toBe(data.contributionId);
    expect(await getDatabase().groupGiftContribution.count({ where: { groupGiftId: gift.id } })).toBe(1);
    const [receipt] = await getDatabase().outboxEmail.findMany({ where: { to: 'elise.route@example.com' } });
    expect(receipt?.subject).toBe('Merci d’avoir participé au cadeau de Zoë');
  });

  it('sends a card that needs its bank to the bank’s page, which returns to the contribution’s own return page', async () => {
    const gift = await start();
    const response = await postContribution(gift.publicToken, formBody(gift.publicToken, { card: card(TEST_CARDS.needsAuthentication) }));
    const { data } = (await response.json()) as { data: { status: string; contributionId: string; nextActionUrl: string } };
    expect(data.status).toBe('requires_action');
    expect(decodeURIComponent(data.nextActionUrl)).toContain(`?return=/group-gift/${gift.publicToken}/return?contribution=${data.contributionId}`);
  });

  it('answers problems the form maps to its fields: a declined card, invalid fields, a closed or unknown group gift', async () => {
    const gift = await start();
    const declined = await postContribution(gift.publicToken, formBody(gift.publicToken, { card: card(TEST_CARDS.declined) }));
    expect(declined.status).toBe(402);
    expect(declined.headers.get('content-type')).toBe('application/problem+json');
    expect(await declined.json()).toMatchObject({ title: 'payment_declined', errors: { card: ['declines.card_declined'] } });

    const invalid = await postContribution(gift.publicToken, { ...formBody(gift.publicToken), name: ' ', amountCents: 999, message: 'x'.repeat(141) });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({ name: ['nameRequired'], amountCents: ['amountTooSmall'], message: ['messageTooLong'] });

    // The address names the group gift: a token in the body does not override it.
    const unknown = await postContribution('AAAAAAAAAAAAAAAAAAAAAA', { ...formBody(gift.publicToken), publicToken: gift.publicToken });
    expect(unknown.status).toBe(404);

    await cancelGroupGift(gift.managementToken);
    const closed = await postContribution(gift.publicToken, formBody(gift.publicToken), '?locale=fr-CA');
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ title: 'group_gift_closed' });
  });

  it('refuses a contribution sent from another site', async () => {
    const gift = await start();
    const response = await callRoute(contribute, `/api/group-gifts/${gift.publicToken}/contributions`, { token: gift.publicToken }, {
      method: 'POST',
      body: formBody(gift.publicToken),
      headers: { origin: 'https://elsewhere.example', 'x-forwarded-host': 'localhost' },
    });
    expect(response.status).toBe(403);
    expect(await getDatabase().groupGiftContribution.count({ where: { groupGiftId: gift.id } })).toBe(0);
  });
});
