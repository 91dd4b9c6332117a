import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { listGiftsForCheckout } from '@/domains/catalog/server/service';
import { checkGiftPersonalisation, getDeliveryInstant } from '@/domains/orders/lib/gift-delivery';
import { getDeclineFieldError } from '@/domains/payments/lib/decline-messages';
import type { ChargeOutcome, PaymentGateway } from '@/domains/payments/server/gateway';
import { getPaymentGateway } from '@/domains/payments/server/gateways';
import { readPaymentMethod } from '@/domains/payments/server/payment-method';
import { isGiftDesignOnOffer } from '@/domains/vouchers/server/gift-designs';
import { describeVoucherCoverage, getPlainVoucherTitle, issueVoucher, recordVoucherDeliveryEmail } from '@/domains/vouchers/server/service';
import { queueRenderedVoucherEmail, renderVoucherEmailContent, type RenderedVoucherEmail } from '@/domains/vouchers/server/staff-voucher-email';
import { toAppLocale, type AppLocale } from '@/i18n/locale';
import { routing } from '@/i18n/routing';
import { deriveLinkKey, signLinkSubject } from '@/lib/link-signature';
import { writeAuditLogEntry } from '@/server/audit-log';
import { markPaymentRefunded, setPaymentProviderRef, settlePendingPayment } from '@/domains/payments/server/service';
import { getDatabase, isUniqueViolation, runInTransaction } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { AppError, isAppError } from '@/server/errors';
import { refuseReusedIdempotencyKey } from '@/server/idempotency';
import { createTranslator } from 'use-intl/core';
import { getCatalogue } from '@/i18n/catalogues';
import { checkDeadline, composeCardMessage, getContributionStatus, getDeadlineInstant, getFirstName } from '../lib/group-gift-rules';
import type { ContributionInput, ContributionResult, StartGroupGiftInput } from '../schemas';
import {
  getCardWords,
  getContributionPath,
  getManagementPath,
  queueGroupGiftEmail,
  renderContributionReceiptEmail,
  renderContributionRefundEmail,
  renderGroupGiftStartedEmail,
} from './group-gift-emails';
import { renderGroupGiftSentEmail } from './sent-email';
import {
  acceptContribution,
  findContributionById,
  findContributionByIdempotencyKey,
  findContributionsOwedRefund,
  findGroupGift,
  findGroupGiftIdsOwingRefunds,
  findGroupGiftIdsPastDeadline,
  findOrInsertPendingRefund,
  findStalePendingContributionIds,
  insertContribution,
  insertGroupGift,
  lockGroupGift,
  markGroupGiftCancelled,
  markGroupGiftClosed,
  markGroupGiftSent,
  setRefundProviderRef,
  settlePendingRefund,
  sumAcceptedContributions,
  sumCollectedByOpenGroupGifts,
  type ContributionRecord,
  type GroupGiftRecord,
} from './repository';

export type GroupGiftContext = { now?: Date; gateway?: PaymentGateway };

const CLOSED_MESSAGE = 'This group gift is no longer collecting: it was sent or cancelled. Thank you for thinking of them.';

// ── Links ──

function getManagementLinkKey(): Buffer {
  return deriveLinkKey(getServerEnv().SESSION_SECRET, 'group-gift-manage-v1');
}

/**
 * The organiser's private token, derived from the start form's key: a resubmitted form gets the
 * same link back, and the database keeps only its SHA-256 (a copy of the tables opens nothing).
 */
function getManagementToken(idempotencyKey: string): string {
  return signLinkSubject(`group-gift:${idempotencyKey}`, getManagementLinkKey());
}

function hashManagementToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The group gift a management link opens; a wrong token is the same "not found" as an unknown one. */
export async function findManagedGroupGiftOrThrow(managementToken: string): Promise<GroupGiftRecord> {
  const gift = /^[0-9a-f]{32}$/.test(managementToken) ? await findGroupGift(getDatabase(), { managementTokenHash: hashManagementToken(managementToken) }) : null;
  if (!gift) throw new AppError('not_found', 'This group gift does not exist.');
  return gift;
}

async function findPublicGroupGiftOrThrow(publicToken: string): Promise<GroupGiftRecord> {
  const gift = await findGroupGift(getDatabase(), { publicToken });
  if (!gift) throw new AppError('not_found', 'This group gift does not exist.');
  return gift;
}

// ── Starting ──

export type StartedGroupGift = { groupGiftId: string; contributionPath: string; managementPath: string };

function toStarted(gift: { id: string; publicToken: string }, managementToken: string): StartedGroupGift {
  return { groupGiftId: gift.id, contributionPath: getContributionPath(gift.publicToken), managementPath: getManagementPath(managementToken) };
}

/** The form's rules that need the clock or the catalogue, as field errors keyed like the form's fields. */
async function checkStartInput(input: StartGroupGiftInput, now: Date): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  const personalisation = checkGiftPersonalisation(input.personalisation, now);
  if (!personalisation.success) {
    for (const [field, error] of Object.entries(personalisation.errors)) fieldErrors[`personalisation.${field}`] = [error];
  }
  const deadlineError = checkDeadline(input.deadline, now);
  if (deadlineError) fieldErrors.deadline = [deadlineError];
  if (input.productId) {
    const [gift] = await listGiftsForCheckout([input.productId]);
    if (!gift?.published) fieldErrors.productId = ['giftUnavailable'];
  }
  if (input.designId && !(await isGiftDesignOnOffer(input.designId))) fieldErrors.designId = ['designUnavailable'];
  if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid_input', 'Some fields need attention.', fieldErrors);
}

/**
 * Starts a group gift once per form key and e-mails the organiser both links. Nothing is charged:
 * money comes with each contribution.
 */
export async function startGroupGift(input: StartGroupGiftInput, context: { locale?: AppLocale; now?: Date } = {}): Promise<StartedGroupGift> {
  const now = context.now ?? new Date();
  const managementToken = getManagementToken(input.idempotencyKey);
  const existing = await findGroupGift(getDatabase(), { idempotencyKey: input.idempotencyKey });
  if (existing) {
    if (existing.organiserEmail !== input.organiserEmail) throw refuseReusedIdempotencyKey('another group gift');
    return toStarted(existing, managementToken);
  }
  await checkStartInput(input, now);
  const { personalisation } = input;
  const delivery = personalisation.delivery;
  const scheduled = getDeliveryInstant(delivery);
  const locale = context.locale ?? routing.defaultLocale;
  const publicToken = randomBytes(16).toString('base64url');
  const deadline = getDeadlineInstant(input.deadline);
  const email = await renderGroupGiftStartedEmail(
    { recipientName: personalisation.recipientName, occasion: input.occasion, organiserName: input.organiserName, organiserEmail: input.organiserEmail, locale, deadline },
    { publicToken, managementToken },
  );
  try {
    await runInTransaction(undefined, async (tx) => {
      await insertGroupGift(tx, {
        publicToken,
        managementTokenHash: hashManagementToken(managementToken),
        idempotencyKey: input.idempotencyKey,
        organiserName: input.organiserName,
        organiserEmail: input.organiserEmail,
        locale,
        productId: input.productId ?? null,
        recipientName: personalisation.recipientName,
        recipientEmail: delivery.method === 'email' ? delivery.recipientEmail : null,
        recipientLocale: input.recipientLocale ?? locale,
        deliverAt: scheduled?.deliverAt ?? null,
        deliveryTimeZone: scheduled?.timeZone ?? null,
        message: personalisation.message || null,
        occasion: input.occasion,
        designId: input.designId ?? null,
        targetCents: input.targetCents ?? null,
        deadline,
      });
      await queueGroupGiftEmail(email, tx);
    });
  } catch (error) {
    // A double click committed first: answer with its group gift.
    if (!isUniqueViolation(error)) throw error;
    return startGroupGift(input, context);
  }
  const gift = await findGroupGift(getDatabase(), { idempotencyKey: input.idempotencyKey });
  if (!gift) throw new Error('A group gift vanished after it was written');
  return toStarted(gift, managementToken);
}

// ── Contributing ──

/** The contribution of a form key, written on the first call while the group gift is open. */
async function findOrCreateContribution(input: ContributionInput, gift: GroupGiftRecord, gateway: PaymentGateway, context: { locale: AppLocale; now: Date }): Promise<ContributionRecord> {
  const existing = await findContributionByIdempotencyKey(getDatabase(), input.idempotencyKey);
  if (!existing) {
    // Refused politely up front (also past the deadline, before the job sends it); a payment that
    // still settles after a send or cancel is refunded.
    if (gift.status !== 'OPEN' || gift.deadline <= context.now) throw new AppError('group_gift_closed', CLOSED_MESSAGE);
    try {
      await insertContribution(
        getDatabase(),
        {
          groupGiftId: gift.id,
          idempotencyKey: input.idempotencyKey,
          name: input.name,
          email: input.email,
          anonymous: input.anonymous,
          message: input.message || null,
          amountCents: input.amountCents,
          locale: context.locale,
        },
        { provider: gateway.provider, idempotencyKey: `group-gift-contribution:${input.idempotencyKey}` },
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const contribution = existing ?? (await findContributionByIdempotencyKey(getDatabase(), input.idempotencyKey));
  if (!contribution) throw new Error('A contribution vanished after it was written');
  if (contribution.groupGiftId !== gift.id || contribution.email !== input.email || contribution.amountCents !== input.amountCents) {
    throw refuseReusedIdempotencyKey('another contribution');
  }
  return contribution;
}

/**
 * A contributor pays: one payment with its own key per contribution, through the shop's gateway
 * (test cards, 3-D Secure, Stripe). Any number of identical calls make one contribution and one charge.
 */
export async function contributeToGroupGift(input: ContributionInput, context: GroupGiftContext & { locale?: AppLocale } = {}): Promise<ContributionResult> {
  const now = context.now ?? new Date();
  const gateway = context.gateway ?? getPaymentGateway();
  const paymentMethod = readPaymentMethod(input, gateway);
  const gift = await findPublicGroupGiftOrThrow(input.publicToken);
  const contribution = await findOrCreateContribution(input, gift, gateway, { locale: context.locale ?? routing.defaultLocale, now });
  const payment = contribution.payment;
  if (!payment) throw new Error(`Contribution ${contribution.id} has no payment`);
  if (payment.status !== 'PENDING') return readContributionResult(contribution.id);
  const outcome = await gateway.createCharge({
    idempotencyKey: payment.idempotencyKey,
    amountCents: payment.amountCents,
    currency: 'CAD',
    description: `Group gift for ${getFirstName(gift.recipientName)}`,
    paymentMethod,
    returnUrl: `${getContributionPath(gift.publicToken)}/return?contribution=${encodeURIComponent(contribution.id)}`,
    metadata: { groupGiftId: gift.id, contributionId: contribution.id, paymentId: payment.id },
  });
  return applyContributionOutcome(gift, contribution, outcome, { now, gateway });
}

/**
 * The money is taken. Under the group gift's row lock: the payment moves from PENDING once, and
 * the contribution counts only if the group gift is still open; else it is refunded at once.
 */
async function settleSucceededContribution(gift: GroupGiftRecord, contribution: ContributionRecord, providerRef: string, context: Required<GroupGiftContext>): Promise<void> {
  const payment = contribution.payment;
  if (!payment) return;
  const receipt = await renderContributionReceiptEmail(gift, contribution);
  const late = await runInTransaction(undefined, async (tx) => {
    const status = await lockGroupGift(tx, gift.id);
    if (!(await settlePendingPayment(tx, payment.id, { status: 'SUCCEEDED', providerRef }))) return false;
    if (status !== 'OPEN') return true;
    await acceptContribution(tx, contribution.id, context.now);
    await queueGroupGiftEmail(receipt, tx);
    return false;
  });
  if (late) await refundOwedContributions(gift.id, context);
}

async function applyContributionOutcome(
  gift: GroupGiftRecord,
  contribution: ContributionRecord,
  outcome: ChargeOutcome,
  context: Required<GroupGiftContext>,
): Promise<ContributionResult> {
  const payment = contribution.payment;
  if (!payment) throw new Error(`Contribution ${contribution.id} has no payment`);
  switch (outcome.status) {
    case 'succeeded':
      await settleSucceededContribution(gift, contribution, outcome.providerRef, context);
      break;
    case 'requires_action':
      await setPaymentProviderRef(getDatabase(), payment.id, outcome.providerRef);
      return { status: 'requires_action', contributionId: contribution.id, nextActionUrl: outcome.nextActionUrl };
    case 'failed':
      await settlePendingPayment(getDatabase(), payment.id, { status: 'FAILED', providerRef: outcome.providerRef, failureCode: outcome.failureCode });
      break;
  }
  return readContributionResult(contribution.id);
}

/** Where a contribution stands, as the contributor is told: counted, declined, too late, or still paying. */
async function readContributionResult(contributionId: string): Promise<ContributionResult> {
  const contribution = await findContributionById(getDatabase(), contributionId);
  if (!contribution) throw new Error(`Contribution ${contributionId} vanished`);
  switch (getContributionStatus(contribution)) {
    case 'accepted':
      return { status: 'accepted', contributionId };
    case 'failed': {
      const failureCode = contribution.payment?.failureCode ?? 'card_declined';
      throw new AppError('payment_declined', failureCode, { card: [getDeclineFieldError(failureCode)] });
    }
    case 'refund_pending':
    case 'refunded':
      throw new AppError('group_gift_closed', `${CLOSED_MESSAGE} Your payment is being refunded in full.`);
    case 'pending':
      throw new AppError('conflict', 'This contribution is still being paid. Please wait a moment.');
  }
}

/** The contributor is back from the bank's second step: asks the gateway (never the browser) and settles. */
export async function confirmContributionPayment(publicToken: string, contributionId: string, context: GroupGiftContext = {}): Promise<ContributionResult> {
  const gateway = context.gateway ?? getPaymentGateway();
  const gift = await findPublicGroupGiftOrThrow(publicToken);
  const contribution = await findContributionById(getDatabase(), contributionId);
  if (!contribution || contribution.groupGiftId !== gift.id) throw new AppError('not_found', 'This contribution does not exist.');
  const providerRef = contribution.payment?.providerRef;
  if (contribution.payment?.status !== 'PENDING' || !providerRef) return readContributionResult(contribution.id);
  const outcome = await gateway.retrieveCharge(providerRef);
  if (outcome.status === 'requires_action') return { status: 'requires_action', contributionId, nextActionUrl: outcome.nextActionUrl };
  return applyContributionOutcome(gift, contribution, outcome, { now: context.now ?? new Date(), gateway });
}

// ── Sending ──

/** The voucher e-mail and card as they would be for these contributions, rendered outside the transaction. */
async function prepareVoucher(gift: GroupGiftRecord, accepted: ContributionRecord[], pooledCents: number): Promise<{ email: RenderedVoucherEmail; cardMessage: string }> {
  const forOrganiserToPrint = gift.recipientEmail === null;
  const cardLocale = toAppLocale(gift.recipientLocale);
  // A voucher to print is read by the organiser first; one e-mailed, by its recipient.
  const emailLocale = forOrganiserToPrint ? toAppLocale(gift.locale) : cardLocale;
  const cardMessage = composeCardMessage(gift.message, accepted, getCardWords(cardLocale));
  const product = gift.product;
  const isBoxGift = (product?._count.coveredExperiences ?? 0) > 0;
  const fromName = createTranslator({ locale: emailLocale, messages: getCatalogue(emailLocale), namespace: 'modules.groupGifts' })('card.fromGroup', { organiser: gift.organiserName });
  const email = await renderVoucherEmailContent({
    to: gift.recipientEmail ?? gift.organiserEmail,
    locale: emailLocale,
    replyTo: forOrganiserToPrint ? null : gift.organiserEmail,
    fromName,
    recipientName: gift.recipientName,
    giftTitle: product?.title ?? getPlainVoucherTitle(emailLocale),
    coverageText: isBoxGift ? describeVoucherCoverage(product?.giftParty ?? 'ONE', product?.giftOption ?? 'STANDARD', emailLocale) : null,
    valueCents: pooledCents,
    message: cardMessage,
    forBuyerToPrint: forOrganiserToPrint,
    designId: gift.designId,
  });
  return { email, cardMessage };
}

const acceptedIdsOf = (gift: GroupGiftRecord) =>
  gift.contributions
    .filter((entry) => entry.acceptedAt && entry.payment?.status === 'SUCCEEDED')
    .map((entry) => entry.id)
    .join(',');

/** A contribution was accepted between reading and locking: read and render again. */
class ContributionsChanged extends Error {}

const SEND_ATTEMPTS = 8;

/**
 * Sends the group gift: ONE voucher with the pooled value, issued and e-mailed through the
 * vouchers' own path. The e-mail and card are rendered first (a transaction only writes); under
 * the row lock the accepted contributions must be the ones rendered, else it reads again. Once
 * SENT, a payment that settles later is refunded, so the voucher's value is exactly the sum of the
 * contributions accepted before it.
 */
async function sendOpenGroupGift(groupGiftId: string, now: Date, by: 'organiser' | 'deadline'): Promise<'sent' | 'nothing_collected' | 'not_open'> {
  for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt += 1) {
    const gift = await findGroupGift(getDatabase(), { id: groupGiftId });
    if (!gift || gift.status !== 'OPEN') return 'not_open';
    const accepted = gift.contributions.filter((entry) => entry.acceptedAt && entry.payment?.status === 'SUCCEEDED');
    const pooledCents = accepted.reduce((sum, entry) => sum + entry.amountCents, 0);
    if (pooledCents === 0) return 'nothing_collected';
    // Rendered side by side: a longer render leaves more room for a contribution to arrive and start it again.
    const [{ email, cardMessage }, organiserEmail] = await Promise.all([
      prepareVoucher(gift, accepted, pooledCents),
      renderGroupGiftSentEmail(gift, { pooledCents, contributorCount: accepted.length, byDeadline: by === 'deadline', now }),
    ]);
    try {
      return await runInTransaction(undefined, async (tx) => {
        if ((await lockGroupGift(tx, gift.id)) !== 'OPEN') return 'not_open' as const;
        const current = await findGroupGift(tx, { id: gift.id });
        if (!current || acceptedIdsOf(current) !== acceptedIdsOf(gift)) throw new ContributionsChanged();
        // The value is the database's own sum, taken under the lock.
        const sum = await sumAcceptedContributions(tx, gift.id);
        if (sum !== pooledCents) throw new ContributionsChanged();
        const issued = await issueVoucher(
          {
            giftParty: (gift.product?._count.coveredExperiences ?? 0) > 0 ? (gift.product?.giftParty ?? 'ONE') : null,
            giftOption: (gift.product?._count.coveredExperiences ?? 0) > 0 ? (gift.product?.giftOption ?? 'STANDARD') : null,
            valueCents: sum,
            productId: gift.productId,
            orderItemId: null,
            purchaserId: null,
            recipientName: gift.recipientName,
            recipientEmail: gift.recipientEmail,
            giftMessage: cardMessage,
            locale: toAppLocale(gift.recipientLocale),
            deliverAt: gift.deliverAt && gift.deliverAt > now ? gift.deliverAt : null,
            designId: gift.designId,
          },
          tx,
        );
        const emailId = await queueRenderedVoucherEmail(email, issued.voucherId, tx, { sendAfter: gift.deliverAt && gift.deliverAt > now ? gift.deliverAt : undefined });
        await recordVoucherDeliveryEmail(issued.voucherId, emailId, tx);
        if (!(await markGroupGiftSent(tx, gift.id, { pooledCents: sum, voucherId: issued.voucherId, sentAt: now }))) throw new Error(`Group gift ${gift.id} could not be marked sent under its lock`);
        await queueGroupGiftEmail(organiserEmail, tx);
        return 'sent' as const;
      });
    } catch (error) {
      if (!(error instanceof ContributionsChanged)) throw error;
    }
  }
  throw new AppError('conflict', 'Contributions are still arriving. Please try again in a moment.');
}

/** The organiser's "Send now". */
export async function sendGroupGift(managementToken: string, context: { now?: Date } = {}): Promise<void> {
  const gift = await findManagedGroupGiftOrThrow(managementToken);
  const outcome = await sendOpenGroupGift(gift.id, context.now ?? new Date(), 'organiser');
  if (outcome === 'nothing_collected') throw new AppError('nothing_collected', 'Nobody has contributed yet, so there is nothing to send.');
  if (outcome === 'not_open') {
    const now = await findGroupGift(getDatabase(), { id: gift.id });
    if (now?.status === 'SENT') return;
    throw new AppError('conflict', 'This group gift was cancelled, so it can no longer be sent.');
  }
}

// ── Cancelling and refunds ──

/**
 * Cancels an open group gift (exclusive with sending: one conditional UPDATE after any send's lock)
 * and refunds every contribution through the gateway, once each, with an e-mail to each contributor.
 */
async function cancelOpenGroupGift(groupGiftId: string, by: { staffId: string; reason: string } | null, context: Required<GroupGiftContext>): Promise<void> {
  const cancelled = await runInTransaction(undefined, async (tx) => {
    if (!(await markGroupGiftCancelled(tx, groupGiftId, { cancelledAt: context.now, cancelReason: by?.reason ?? null, cancelledById: by?.staffId ?? null }))) return false;
    if (by) await writeAuditLogEntry(tx, { staffId: by.staffId, action: 'group-gift.cancel', entityType: 'GroupGift', entityId: groupGiftId, data: { reason: by.reason } });
    return true;
  });
  if (!cancelled) {
    const gift = await findGroupGift(getDatabase(), { id: groupGiftId });
    if (gift?.status !== 'CANCELLED') throw new AppError('conflict', 'This group gift was already sent or closed, so it can no longer be cancelled.');
  }
  await refundOwedContributions(groupGiftId, context);
}

/** The organiser's "Cancel": everyone gets their money back. */
export async function cancelGroupGift(managementToken: string, context: GroupGiftContext = {}): Promise<void> {
  const gift = await findManagedGroupGiftOrThrow(managementToken);
  await cancelOpenGroupGift(gift.id, null, { now: context.now ?? new Date(), gateway: context.gateway ?? getPaymentGateway() });
}

/** Staff cancel a group gift with a reason (kept with it and in the audit log). */
export async function cancelGroupGiftAsStaff(groupGiftId: string, input: { reason: string }, staffId: string, context: GroupGiftContext = {}): Promise<void> {
  const gift = await findGroupGift(getDatabase(), { id: groupGiftId });
  if (!gift) throw new AppError('not_found', 'This group gift does not exist.');
  await cancelOpenGroupGift(gift.id, { staffId, reason: input.reason }, { now: context.now ?? new Date(), gateway: context.gateway ?? getPaymentGateway() });
}

/**
 * One refund per payment, ever: the Refund row's key (`group-gift-refund:<payment>`) is also the
 * gateway's, so concurrent or repeated calls make one refund at the provider, and only the caller
 * whose statement settles the row marks the payment and e-mails the contributor.
 */
async function refundContribution(gift: GroupGiftRecord, contribution: ContributionRecord, gateway: PaymentGateway): Promise<void> {
  const payment = contribution.payment;
  if (!payment?.providerRef || payment.status !== 'SUCCEEDED') return;
  const why = gift.status === 'CANCELLED' ? 'cancelled' : 'late';
  const idempotencyKey = `group-gift-refund:${payment.id}`;
  const refund = await findOrInsertPendingRefund(getDatabase(), {
    paymentId: payment.id,
    amountCents: payment.amountCents,
    idempotencyKey,
    reason: why === 'cancelled' ? 'Group gift cancelled' : 'Group gift no longer collecting when the payment settled',
  });
  if (refund.status !== 'PENDING') return;
  const outcome = await gateway.refund({ providerRef: payment.providerRef, amountCents: payment.amountCents, idempotencyKey });
  if (outcome.status === 'pending') {
    // The provider finishes it later; the deadline sweep asks again with the same key.
    await setRefundProviderRef(getDatabase(), refund.id, outcome.providerRef);
    return;
  }
  const email = outcome.status === 'succeeded' ? await renderContributionRefundEmail(gift, contribution, why) : null;
  await runInTransaction(undefined, async (tx) => {
    if (!(await settlePendingRefund(tx, refund.id, { status: outcome.status === 'succeeded' ? 'SUCCEEDED' : 'FAILED', providerRef: outcome.providerRef }))) return;
    if (!email) return;
    await markPaymentRefunded(tx, payment.id);
    await queueGroupGiftEmail(email, tx);
  });
}

/** Refunds what the group gift owes back: every payment of a cancelled one, and any that settled after it stopped collecting. */
async function refundOwedContributions(groupGiftId: string, context: Required<GroupGiftContext>): Promise<void> {
  const gift = await findGroupGift(getDatabase(), { id: groupGiftId });
  if (!gift || gift.status === 'OPEN') return;
  for (const contribution of await findContributionsOwedRefund(getDatabase(), groupGiftId)) {
    await refundContribution(gift, contribution, context.gateway);
  }
}

// ── The deadline sweep ──

/** How long a contribution may wait for its bank's second step before the sweep asks the gateway. */
const PENDING_CONTRIBUTION_CHECK_AFTER_MS = 60 * 60 * 1000;

/** At the deadline: sends when anything was collected, else closes quietly (under the lock, so a contribution settling meanwhile is not lost). */
async function sendOrClose(groupGiftId: string, now: Date): Promise<'sent' | 'closed' | 'not_open'> {
  const outcome = await sendOpenGroupGift(groupGiftId, now, 'deadline');
  if (outcome !== 'nothing_collected') return outcome;
  return runInTransaction(undefined, async (tx) => {
    if ((await lockGroupGift(tx, groupGiftId)) !== 'OPEN') return 'not_open' as const;
    if ((await sumAcceptedContributions(tx, groupGiftId)) > 0) return 'not_open' as const;
    await markGroupGiftClosed(tx, groupGiftId, now);
    return 'closed' as const;
  });
}

/**
 * The `group-gift.deadline` job: sends or closes group gifts past their deadline, finishes refunds
 * still owed, and asks the gateway about contributions left waiting for 3-D Secure. Every step is
 * a conditional move, so two instances running it at once decide once.
 */
export async function runGroupGiftDeadlines(context: GroupGiftContext = {}): Promise<{ sent: number; closed: number }> {
  const now = context.now ?? new Date();
  const gateway = context.gateway ?? getPaymentGateway();
  let sent = 0;
  let closed = 0;
  for (const id of await findGroupGiftIdsPastDeadline(getDatabase(), now)) {
    const outcome = await sendOrClose(id, now);
    if (outcome === 'sent') sent += 1;
    if (outcome === 'closed') closed += 1;
  }
  for (const id of await findStalePendingContributionIds(getDatabase(), new Date(now.getTime() - PENDING_CONTRIBUTION_CHECK_AFTER_MS))) {
    const contribution = await findContributionById(getDatabase(), id);
    const gift = contribution ? await findGroupGift(getDatabase(), { id: contribution.groupGiftId }) : null;
    const providerRef = contribution?.payment?.providerRef;
    if (!contribution || !gift || !providerRef) continue;
    const outcome = await gateway.retrieveCharge(providerRef);
    // Still waiting once the group gift stopped collecting: close the charge so it cannot complete.
    const settled = outcome.status === 'requires_action' && gift.status !== 'OPEN' ? await gateway.cancelCharge(providerRef) : outcome;
    if (settled.status === 'requires_action') continue;
    try {
      await applyContributionOutcome(gift, contribution, settled, { now, gateway });
    } catch (error) {
      // A declined or late contribution answers with an error meant for its contributor.
      if (!isAppError(error)) throw error;
    }
  }
  for (const id of await findGroupGiftIdsOwingRefunds(getDatabase())) await refundOwedContributions(id, { now, gateway });
  return { sent, closed };
}

// ── Reading ──

/** For the liability report: money open group gifts collected, owed as a gift or a refund. */
export function getOpenGroupGiftsCollected(): Promise<{ cents: number; count: number }> {
  return sumCollectedByOpenGroupGifts(getDatabase());
}
