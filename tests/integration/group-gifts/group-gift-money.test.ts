import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cancelGroupGift,
  cancelGroupGiftAsStaff,
  confirmContributionPayment,
  contributeToGroupGift,
  getOpenGroupGiftsCollected,
  runGroupGiftDeadlines,
  sendGroupGift,
} from '@/domains/group-gifts/server/service';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import type { PaymentGateway } from '@/domains/payments/server/gateway';
import { answerTestAuthentication, createTestGateway } from '@/domains/payments/server/test-gateway';
import { getLiabilityReport } from '@/domains/vouchers/server/liability-report';
import { getDatabase } from '@/server/db';
import { createStaffMemberForTest } from '../support/admin-api';
import { truncateAllTables } from '../support/database';
import { card, contribution, start } from './group-gift-fixtures';

const chargeIdOf = (nextActionUrl: string) => nextActionUrl.split('/').at(-1)?.split('?')[0] ?? '';

async function readGift(id: string) {
  return getDatabase().groupGift.findUniqueOrThrow({
    where: { id },
    include: { voucher: true, contributions: { include: { payment: { include: { refunds: true } } }, orderBy: { createdAt: 'asc' } } },
  });
}

async function emailsTo(address: string) {
  return getDatabase().outboxEmail.findMany({ where: { to: address }, orderBy: { createdAt: 'asc' } });
}

describe('a group gift', () => {
  // Counts of charges, refunds, vouchers and e-mails below are the shop's whole.
  beforeEach(async () => {
    await truncateAllTables(getDatabase());
  });

  it('pools 3-D Secure, declined-then-paid and plain contributions into ONE voucher listing the names, anonymous ones hidden', async () => {
    const gift = await start();
    expect((await emailsTo('olivia@example.com'))[0]?.text).toContain(`/group-gift/manage/${gift.managementToken}`);

    await contributeToGroupGift(contribution(gift.publicToken, { name: 'Ana Lopez', email: 'ana@example.com', message: 'Enjoy it!', amountCents: 3_000 }));
    const secure = await contributeToGroupGift(contribution(gift.publicToken, { name: 'Ben Roy', email: 'ben@example.com', amountCents: 4_000, card: card(TEST_CARDS.needsAuthentication) }));
    if (secure.status !== 'requires_action') throw new Error('expected a second step');
    await answerTestAuthentication(chargeIdOf(secure.nextActionUrl), true);
    expect(await confirmContributionPayment(gift.publicToken, secure.contributionId)).toEqual({ status: 'accepted', contributionId: secure.contributionId });

    const declined = contribution(gift.publicToken, { name: 'Chloé Gagnon', email: 'chloe@example.com', amountCents: 1_500, card: card(TEST_CARDS.declined) });
    await expect(contributeToGroupGift(declined)).rejects.toMatchObject({ code: 'payment_declined', message: 'card_declined' });
    await contributeToGroupGift({ ...declined, idempotencyKey: randomUUID(), card: card(TEST_CARDS.succeeds) });
    await contributeToGroupGift(contribution(gift.publicToken, { name: 'Secret Santa', anonymous: true, message: 'From someone', amountCents: 1_000 }));
    await expect(contributeToGroupGift(contribution(gift.publicToken, { amountCents: 999 }))).rejects.toThrow();
    expect((await getOpenGroupGiftsCollected()).cents).toBe(9_500);

    await sendGroupGift(gift.managementToken);
    const sent = await readGift(gift.id);
    expect(sent).toMatchObject({ status: 'SENT', pooledCents: 9_500 });
    expect(await getDatabase().voucher.count()).toBe(1);
    expect(sent.voucher?.valueCents).toBe(9_500);
    const card_ = sent.voucher?.giftMessage ?? '';
    expect(card_).toContain('Happy birthday from the team!');
    expect(card_).toContain('From Ana Lopez, Ben Roy, Chloé Gagnon and 1 other');
    expect(card_).toContain('Ana Lopez: “Enjoy it!”');
    expect(card_).toContain('Anonymous: “From someone”');
    expect(card_).not.toContain('Secret Santa');
    const voucherEmails = await emailsTo('zoe@example.com');
    expect(voucherEmails).toHaveLength(1);
    expect(voucherEmails[0]?.attachments).toEqual([{ kind: 'voucher-pdf', voucherId: sent.voucherId }]);
    // A receipt for each accepted contribution, none for the declined attempt.
    expect(await emailsTo('chloe@example.com')).toHaveLength(1);

    // Sending again is a no-op; contributing now is refused before any charge.
    await sendGroupGift(gift.managementToken);
    const charges = await getDatabase().testGatewayCharge.count();
    await expect(contributeToGroupGift(contribution(gift.publicToken))).rejects.toMatchObject({ code: 'group_gift_closed' });
    expect(await getDatabase().testGatewayCharge.count()).toBe(charges);
    await expect(cancelGroupGift(gift.managementToken)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('replays a contribution with the same key: one contribution, one charge', async () => {
    const gift = await start();
    const input = contribution(gift.publicToken);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => contributeToGroupGift(input)));
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(await getDatabase().groupGiftContribution.count()).toBe(1);
    expect(await getDatabase().testGatewayCharge.count()).toBe(1);
    await expect(contributeToGroupGift({ ...input, amountCents: 9_000 })).rejects.toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('takes 30 contributions at once with a send in the middle: nothing lost, nothing doubled, late ones refunded once', async () => {
    const gift = await start();
    let settled = 0;
    let sending: Promise<void> | null = null;
    let sendDone: () => void = () => undefined;
    const afterSend = new Promise<void>((resolve) => {
      sendDone = resolve;
    });
    // A third of the contributors' banks answer only after the send: their contributions were
    // written while the gift was open, their payments settle after it.
    const testGateway = createTestGateway();
    const slowBank: PaymentGateway = { ...testGateway, createCharge: async (input) => afterSend.then(() => testGateway.createCharge(input)) };
    const inputs = Array.from({ length: 30 }, (_, index) => contribution(gift.publicToken, { name: `Friend ${index}`, amountCents: 1_000 + index * 100 }));
    const results = await Promise.allSettled(
      inputs.map(async (input, index) => {
        try {
          return await contributeToGroupGift(input, { gateway: index % 3 === 2 ? slowBank : testGateway });
        } finally {
          settled += 1;
          if (settled === 10) sending = sendGroupGift(gift.managementToken).finally(sendDone);
        }
      }),
    );
    await sending;
    const sent = await readGift(gift.id);
    expect(sent.status).toBe('SENT');
    const accepted = sent.contributions.filter((entry) => entry.acceptedAt);
    const late = sent.contributions.filter((entry) => !entry.acceptedAt);
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    expect(late.length).toBeGreaterThanOrEqual(10);
    // The voucher is worth exactly the contributions accepted before the send.
    expect(await getDatabase().voucher.count()).toBe(1);
    expect(sent.voucher?.valueCents).toBe(accepted.reduce((sum, entry) => sum + entry.amountCents, 0));
    expect(sent.pooledCents).toBe(sent.voucher?.valueCents);
    for (const entry of accepted) expect(entry.payment).toMatchObject({ status: 'SUCCEEDED', refunds: [] });
    // Every late payment went back, once; a contributor refused up front was never charged.
    for (const entry of late) {
      expect(entry.payment?.status).toBe('REFUNDED');
      expect(entry.payment?.refunds).toHaveLength(1);
      expect(entry.payment?.refunds[0]).toMatchObject({ status: 'SUCCEEDED', amountCents: entry.amountCents });
    }
    const charges = await getDatabase().testGatewayCharge.findMany();
    expect(charges).toHaveLength(sent.contributions.length);
    expect(charges.reduce((sum, charge) => sum + charge.amountCents - charge.refundedCents, 0)).toBe(sent.voucher?.valueCents);
    expect(await getDatabase().testGatewayRefund.count()).toBe(late.length);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.length).toBe(30 - accepted.length);
    for (const result of refused) expect(result.status === 'rejected' && result.reason).toMatchObject({ code: 'group_gift_closed' });
  });

  it('lets exactly one of a concurrent send and cancel win', async () => {
    for (let round = 0; round < 4; round += 1) {
      const gift = await start();
      await contributeToGroupGift(contribution(gift.publicToken, { amountCents: 2_000 }));
      await contributeToGroupGift(contribution(gift.publicToken, { amountCents: 3_000 }));
      const order = round % 2 === 0 ? [sendGroupGift(gift.managementToken), cancelGroupGift(gift.managementToken)] : [cancelGroupGift(gift.managementToken), sendGroupGift(gift.managementToken)];
      const results = await Promise.allSettled(order);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const after = await readGift(gift.id);
      const refunds = after.contributions.flatMap((entry) => entry.payment?.refunds ?? []);
      if (after.status === 'SENT') {
        expect(after.voucher?.valueCents).toBe(5_000);
        expect(refunds).toHaveLength(0);
      } else {
        expect(after.status).toBe('CANCELLED');
        expect(after.voucherId).toBeNull();
        expect(refunds.map((refund) => refund.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
      }
    }
    expect(await getDatabase().voucher.count()).toBe(await getDatabase().groupGift.count({ where: { status: 'SENT' } }));
  });

  it('refunds each contribution of a cancelled group gift once, with one e-mail each, however often it is asked', async () => {
    const gift = await start();
    const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
    for (const email of emails) await contributeToGroupGift(contribution(gift.publicToken, { email, amountCents: 2_000 }));
    await Promise.allSettled([cancelGroupGift(gift.managementToken), cancelGroupGift(gift.managementToken), cancelGroupGiftAsStaff(gift.id, { reason: 'Duplicate' }, (await createStaffMemberForTest('MANAGER')).id)]);
    await runGroupGiftDeadlines();
    await cancelGroupGift(gift.managementToken);

    const after = await readGift(gift.id);
    expect(after.status).toBe('CANCELLED');
    for (const entry of after.contributions) {
      expect(entry.payment?.status).toBe('REFUNDED');
      expect(entry.payment?.refunds).toHaveLength(1);
    }
    expect(await getDatabase().testGatewayRefund.count()).toBe(3);
    for (const email of emails) {
      const sent = await emailsTo(email);
      expect(sent.map((entry) => entry.subject)).toEqual(['Thank you for chipping in for Zoë', 'Your contribution for Zoë was refunded']);
    }
    expect(await getDatabase().voucher.count()).toBe(0);
  });

  it('refunds, once, a 3-D Secure payment completed after the gift was sent', async () => {
    const gift = await start();
    await contributeToGroupGift(contribution(gift.publicToken, { amountCents: 5_000 }));
    const slow = await contributeToGroupGift(contribution(gift.publicToken, { email: 'slow@example.com', amountCents: 2_000, card: card(TEST_CARDS.needsAuthentication) }));
    if (slow.status !== 'requires_action') throw new Error('expected a second step');
    await sendGroupGift(gift.managementToken);
    await answerTestAuthentication(chargeIdOf(slow.nextActionUrl), true);
    const confirmations = await Promise.allSettled([confirmContributionPayment(gift.publicToken, slow.contributionId), confirmContributionPayment(gift.publicToken, slow.contributionId)]);
    for (const result of confirmations) expect(result.status === 'rejected' && result.reason).toMatchObject({ code: 'group_gift_closed' });
    await runGroupGiftDeadlines();

    const after = await readGift(gift.id);
    expect(after.voucher?.valueCents).toBe(5_000);
    const late = after.contributions.find((entry) => entry.id === slow.contributionId);
    expect(late?.payment?.status).toBe('REFUNDED');
    expect(late?.payment?.refunds).toHaveLength(1);
    expect(await getDatabase().testGatewayRefund.count()).toBe(1);
    expect((await emailsTo('slow@example.com')).map((entry) => entry.subject)).toEqual(['Your contribution for Zoë was refunded']);
  });

  it('at its deadline, sends when anything was collected and closes quietly when nothing was', async () => {
    const collected = await start();
    await contributeToGroupGift(contribution(collected.publicToken, { amountCents: 4_200 }));
    const empty = await start({ personalisation: { recipientName: 'Yves', message: '', delivery: { method: 'print' } } });
    const emailsBefore = await getDatabase().outboxEmail.count();

    // Nothing happens before the deadline; after it, new contributions are refused even before the job runs.
    expect(await runGroupGiftDeadlines()).toEqual({ sent: 0, closed: 0 });
    const afterDeadline = new Date(Date.now() + 12 * 24 * 3600 * 1000);
    await expect(contributeToGroupGift(contribution(collected.publicToken), { now: afterDeadline })).rejects.toMatchObject({ code: 'group_gift_closed' });
    const decided = await Promise.all([runGroupGiftDeadlines({ now: afterDeadline }), runGroupGiftDeadlines({ now: afterDeadline })]);
    expect(decided.reduce((sum, entry) => sum + entry.sent, 0)).toBe(1);
    expect(decided.reduce((sum, entry) => sum + entry.closed, 0)).toBe(1);
    expect((await readGift(collected.id)).voucher?.valueCents).toBe(4_200);
    expect(await readGift(empty.id)).toMatchObject({ status: 'CLOSED', voucherId: null });
    // Two e-mails: the voucher of the collected one and its organiser's notice; the empty one closed without a word.
    expect(await getDatabase().outboxEmail.count()).toBe(emailsBefore + 2);
  });

  it('counts open group gifts’ collected money in the liability report until it becomes a voucher', async () => {
    const gift = await start();
    await contributeToGroupGift(contribution(gift.publicToken, { amountCents: 2_000 }));
    await contributeToGroupGift(contribution(gift.publicToken, { amountCents: 3_500 }));
    const pending = await contributeToGroupGift(contribution(gift.publicToken, { amountCents: 9_000, card: card(TEST_CARDS.needsAuthentication) }));
    expect(pending.status).toBe('requires_action');

    const open = await getLiabilityReport(await getOpenGroupGiftsCollected());
    expect(open.totals).toMatchObject({ openGroupGiftsCents: 5_500, openGroupGiftCount: 1, outstandingVouchersCents: 0, liabilityCents: 5_500 });

    await sendGroupGift(gift.managementToken);
    const sent = await getLiabilityReport(await getOpenGroupGiftsCollected());
    expect(sent.totals).toMatchObject({ openGroupGiftsCents: 0, openGroupGiftCount: 0, outstandingVouchersCents: 5_500, liabilityCents: 5_500 });
  });
});
