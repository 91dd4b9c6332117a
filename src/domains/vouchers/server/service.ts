import 'server-only';
import { getCustomerAccountOrThrow, removeUnusedNewCustomer, signInOrRegisterCustomer } from '@/domains/accounts/server/account-service';
import { recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import { localizeProductTitle, readProductTranslations } from '@/domains/catalog/server/queries';
import { queueEmail } from '@/domains/mail/server/service';
import { overlayTranslation } from '@/lib/content-translation';
import { renderStoredPictureAsJpeg } from '@/domains/media/server/service';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { AppError, isAppError } from '@/server/errors';
import { refuseReusedIdempotencyKey } from '@/server/idempotency';
import { enforceRateLimit, type RateLimitRule } from '@/server/rate-limit';
import { createTranslator } from 'use-intl/core';
import { getCatalogue } from '@/i18n/catalogues';
import { getLocalizedSiteUrl, toAppLocale, type AppLocale } from '@/i18n/locale';
import {
  decryptCertificateNumber,
  formatCertificateNumber,
  generateCertificateNumber,
  getCertificateLast4,
  hashCertificateNumber,
  parseCertificateNumber,
  sealCertificateNumber,
} from '../lib/certificate-code';
import type { VoucherDesign } from '../lib/gift-designs';
import { getVoucherPdfFilename, type PrintableVoucher } from '../lib/printable-voucher';
import type { CustomerVoucher, GuestVoucherActivation, VoucherActivation, VoucherCheck } from '../schemas';
import { toVoucherCheck } from '../lib/voucher-check';
import { renderVoucherActivatedEmail, type RenderedActivationEmail } from './activation-email';
import {
  findActivatedVoucherOfCustomer,
  findVoucherActivatedWithKey,
  findVoucherByCertificateHash,
  findVoucherForPrint,
  findVoucherStateByCertificateHash,
  findVouchersActivatedBy,
  findVouchersPurchasedBy,
  insertIssuedVoucher,
  insertVoucherEvent,
  markVoucherActivated,
  setVoucherDeliveryEmail,
  setVoucherRecipientEmail,
  type NewVoucher,
} from './repository';
import { countVouchersActivatedSince, countVouchersSoldSince } from './repository-figures';
import { sumOutstandingVouchers } from './repository-staff';
import { getVoucherDesign } from './gift-designs';
import { DESIGN_BAND, renderVoucherPdf } from './voucher-pdf';

/** The title of a voucher of no gift in particular: a plain value staff issued by hand. */
export const PLAIN_VOUCHER_TITLE = 'Gift card';

/** A plain value's title as its reader sees it (the back office keeps the English one). */
export function getPlainVoucherTitle(locale: AppLocale): string {
  return createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.vouchers.printable' })('plainTitle');
}

export type VoucherByCertificate = NonNullable<Awaited<ReturnType<typeof findVoucherByCertificateHash>>>;

/**
 * The voucher of a certificate number as a person typed it (any case, spaces or dashes), or null.
 * Only the number's HMAC is stored, so this is an exact, indexed match on the hash.
 */
export async function findVoucherByCertificateNumber(certificateNumber: string, db?: DatabaseClient): Promise<VoucherByCertificate | null> {
  const normalized = parseCertificateNumber(certificateNumber);
  if (!normalized) return null;
  return findVoucherByCertificateHash(getDatabase(db), hashCertificateNumber(normalized, getServerEnv().CERTIFICATE_HASH_KEY));
}

export type VoucherToIssue = Omit<NewVoucher, 'certificateHash' | 'certificateCiphertext' | 'certificateLast4'>;

/**
 * Issues one voucher with a new certificate number, in the caller's transaction (the order's
 * payment): the number exists only sealed in the database and, for this call, in memory.
 */
export async function issueVoucher(
  voucher: VoucherToIssue,
  tx: DatabaseClient,
  issuedBy?: { staffId: string; note: string },
): Promise<{ voucherId: string; certificateNumber: string; certificateLast4: string }> {
  const env = getServerEnv();
  const certificateNumber = generateCertificateNumber();
  const sealed = sealCertificateNumber(certificateNumber, { hashKey: env.CERTIFICATE_HASH_KEY, encryptionKey: env.CERTIFICATE_ENCRYPTION_KEY });
  const { id } = await insertIssuedVoucher(tx, { ...voucher, ...sealed }, issuedBy);
  return { voucherId: id, certificateNumber, certificateLast4: sealed.certificateLast4 };
}

/** Remembers which outbox e-mail carries the voucher: its status is the voucher's delivery status. */
export async function recordVoucherDeliveryEmail(voucherId: string, emailId: string, tx: DatabaseClient): Promise<void> {
  await setVoucherDeliveryEmail(tx, voucherId, emailId);
}

/** What a box gift's voucher covers, in the words of the gift page ("Covers two adults on …"), in the reader's language. */
export function describeVoucherCoverage(party: 'ONE' | 'TWO' | 'FAMILY', option: 'STANDARD' | 'ANY', locale: AppLocale): string {
  return createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.catalog.product' })('giftCovers', { party, option });
}

/** The certificate number of a voucher in its printed form, for the e-mail that carries it. */
export async function readCertificateNumber(voucherId: string, db?: DatabaseClient): Promise<string> {
  const printable = await getPrintableVoucher(voucherId, db);
  if (!printable) throw new Error(`Voucher ${voucherId} no longer exists`);
  return printable.voucher.certificateNumber;
}

/** A voucher as the PDF and the printable page show it, with its number opened; null when there is none. */
export async function getPrintableVoucher(voucherId: string, db?: DatabaseClient): Promise<{ orderId: string | null; voucher: PrintableVoucher } | null> {
  const row = await findVoucherForPrint(getDatabase(db), voucherId);
  if (!row) return null;
  const env = getServerEnv();
  const certificateNumber = decryptCertificateNumber(row.certificateCiphertext, env.CERTIFICATE_ENCRYPTION_KEY);
  const locale = toAppLocale(row.locale);
  const gift = await localizeProductTitle({ productId: row.productId, title: row.product?.title ?? getPlainVoucherTitle(locale) }, locale, db);
  return {
    orderId: row.orderItem?.orderId ?? null,
    voucher: {
      locale,
      giftTitle: gift.title,
      giftTitleUntranslated: gift.untranslated.length > 0,
      coverageText: row.giftParty && row.giftOption ? describeVoucherCoverage(row.giftParty, row.giftOption, locale) : null,
      valueCents: row.valueCents,
      recipientName: row.recipientName,
      buyerName: row.orderItem?.order.buyerName ?? null,
      message: row.giftMessage,
      certificateNumber,
      activationUrl: `${getLocalizedSiteUrl(env.SITE_URL, locale)}/voucher/activation?certificate=${encodeURIComponent(certificateNumber)}`,
      issuedAt: row.createdAt,
      design: await getVoucherDesign(row.designId, locale, db),
    },
  };
}

/** The voucher PDF attached to its e-mail, rendered when the e-mail is sent (the outbox never holds the number). */
export async function renderVoucherPdfAttachment(voucherId: string): Promise<{ filename: string; contentType: string; content: Buffer }> {
  const printable = await getPrintableVoucher(voucherId);
  if (!printable) throw new Error(`Voucher ${voucherId} no longer exists`);
  return {
    filename: getVoucherPdfFilename(getCertificateLast4(printable.voucher.certificateNumber)),
    contentType: 'application/pdf',
    content: Buffer.from(await renderVoucherPdf(printable.voucher, await renderDesignBandArt(printable.voucher.design))),
  };
}

/** The design's picture cropped to the PDF's header band (twice its size in pixels, for print). */
async function renderDesignBandArt(design: VoucherDesign | null): Promise<Uint8Array | null> {
  if (!design) return null;
  return renderStoredPictureAsJpeg(design.imageUrl, { width: DESIGN_BAND.width * 2, height: DESIGN_BAND.height * 2 });
}

/** Records that the voucher's e-mail now goes to another address (in the caller's transaction). */
export async function recordVoucherRedirected(
  voucherId: string,
  change: { recipientEmail: string; emailId: string; previousEmail: string | null },
  tx: DatabaseClient,
): Promise<void> {
  await setVoucherRecipientEmail(tx, voucherId, change);
}

// ── Activation: a certificate becomes account balance, once ──

/**
 * Guessing is throttled per client address and per account: 10 a minute stops a script, 100 an
 * hour stops a patient one; a person with a handful of gifts never meets either. A guest's
 * account is only an e-mail anyone can type, so its tight limit counts that e-mail from one
 * address and only a loose one counts the e-mail alone: a stranger's guesses naming someone's
 * e-mail must not block that person's own activation (as login, docs/security.md).
 */
const activationRules = {
  ipMinute: { name: 'voucher-activation-ip-minute', limit: 10, windowSeconds: 60 },
  ipHour: { name: 'voucher-activation-ip-hour', limit: 100, windowSeconds: 3600 },
  accountMinute: { name: 'voucher-activation-account-minute', limit: 10, windowSeconds: 60 },
  accountHour: { name: 'voucher-activation-account-hour', limit: 100, windowSeconds: 3600 },
  guestEmailAndIpMinute: { name: 'voucher-activation-guest-ip-minute', limit: 10, windowSeconds: 60 },
  guestEmailHour: { name: 'voucher-activation-guest-hour', limit: 100, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

/**
 * Every look-up of a typed number, activation or public check (issue 27 §3), spends the one
 * budget of the client's address: alternating the two pages gets a guesser no more tries.
 */
async function throttleCertificateLookup(db: DatabaseClient, clientIp: string): Promise<void> {
  await enforceRateLimit(db, activationRules.ipMinute, clientIp);
  await enforceRateLimit(db, activationRules.ipHour, clientIp);
}

async function throttleActivation(db: DatabaseClient, clientIp: string, account: { userId: string } | { guestEmail: string }): Promise<void> {
  await throttleCertificateLookup(db, clientIp);
  if ('userId' in account) {
    await enforceRateLimit(db, activationRules.accountMinute, account.userId);
    await enforceRateLimit(db, activationRules.accountHour, account.userId);
  } else {
    await enforceRateLimit(db, activationRules.guestEmailAndIpMinute, `${account.guestEmail}|${clientIp}`);
    await enforceRateLimit(db, activationRules.guestEmailHour, account.guestEmail);
  }
}

const CERTIFICATE_NOT_FOUND = 'We could not find a certificate with this number. Check it and try again.';

function refuseUnknownCertificate(): never {
  throw new AppError('not_found', CERTIFICATE_NOT_FOUND, { certificateNumber: ['certificateNotFound'] });
}

/**
 * A voided or refunded voucher: its holder may have a genuine printed gift, so they learn it is no
 * longer valid and whom to ask, not that they mistyped. A guesser learns no more than that.
 */
function refuseVoidCertificate(): never {
  throw new AppError('certificate_void', 'This certificate is no longer valid. If it was given to you, please contact us (Contact us, at the bottom of every page) and we will help.', {
    certificateNumber: ['certificateNoLongerValid'],
  });
}

function refuseActivatedCertificate(): never {
  throw new AppError('certificate_already_activated', 'Certificate already activated!', { certificateNumber: ['certificateAlreadyActivated'] });
}

/** Who asks, and with which idempotency key: the same account's retry of one request replays its answer. */
type ActivationRequester = { userId: string | null; idempotencyKey: string };

function isReplayOf(voucher: VoucherByCertificate, requester: ActivationRequester): boolean {
  return voucher.activationKey === requester.idempotencyKey && (requester.userId === null || voucher.activatedById === requester.userId);
}

/**
 * The voucher a typed number names, if it can still be activated, or if this very request already
 * activated it (a guest's replay is checked against the account once signed in); otherwise the
 * reason, as an AppError. A new request for an activated certificate is refused, whoever sends it.
 */
async function findActivatableVoucherOrThrow(
  certificateNumber: string,
  db: DatabaseClient,
  requester: ActivationRequester,
): Promise<{ certificateHash: string; voucher: VoucherByCertificate }> {
  const normalized = parseCertificateNumber(certificateNumber);
  if (!normalized) refuseUnknownCertificate();
  const certificateHash = hashCertificateNumber(normalized, getServerEnv().CERTIFICATE_HASH_KEY);
  const voucher = await findVoucherByCertificateHash(db, certificateHash);
  if (!voucher) refuseUnknownCertificate();
  if (voucher.status === 'VOID' || voucher.status === 'REFUNDED') refuseVoidCertificate();
  if (voucher.status === 'ACTIVATED' && !isReplayOf(voucher, requester)) refuseActivatedCertificate();
  return { certificateHash, voucher };
}

export type ActivatedVoucher = { userId: string; voucherId: string; valueCents: number; certificateLast4: string };

type ActivationDetails = ReturnType<typeof readActivationDetails>;

function readActivationDetails(input: VoucherActivation, requester: ActivationRequester & { userId: string }, email: string, certificateHash: string) {
  return {
    certificateHash,
    userId: requester.userId,
    activationKey: requester.idempotencyKey,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phoneNumber,
    email,
    preferredDate: input.preferedDate || null,
    preferredTime: input.preferedTime || null,
    additionalComment: input.additionalComment || null,
  };
}

/** The first answer again, when this is the activating request's own retry; the same key with other details is another request. */
function replayActivation(voucher: VoucherByCertificate, details: ActivationDetails, userId: string): ActivatedVoucher {
  const same =
    voucher.activationFirstName === details.firstName &&
    voucher.activationLastName === details.lastName &&
    voucher.activationPhone === details.phone &&
    voucher.activationEmail === details.email &&
    (voucher.preferredDate?.toISOString().slice(0, 10) ?? null) === details.preferredDate &&
    voucher.preferredTime === details.preferredTime &&
    voucher.additionalComment === details.additionalComment;
  if (!same) throw refuseReusedIdempotencyKey('this certificate’s activation with other details');
  return { userId, voucherId: voucher.id, valueCents: voucher.valueCents, certificateLast4: voucher.certificateLast4 };
}

/**
 * The credit itself: ONE conditional update of the voucher (only an ISSUED one matches), and in
 * the same transaction its ledger entry, its history line and the buyer's opt-in e-mail. Of any
 * number of concurrent attempts on one certificate exactly one matches; the others are told it
 * is already activated, except the winning request's own retry, which gets the first answer.
 */
async function creditCertificate(input: VoucherActivation, requester: ActivationRequester & { userId: string }, email: string, db: DatabaseClient): Promise<ActivatedVoucher> {
  const { userId } = requester;
  const { certificateHash, voucher } = await findActivatableVoucherOrThrow(input.certificateNumber, db, requester);
  const details = readActivationDetails(input, requester, email, certificateHash);
  if (voucher.status === 'ACTIVATED') return replayActivation(voucher, details, userId);
  // The key may have just activated this very voucher (a concurrent send of this request): the
  // update below then matches nothing, and the re-read replays the first answer.
  const keyedVoucher = await findVoucherActivatedWithKey(db, requester.idempotencyKey);
  if (keyedVoucher && keyedVoucher.id !== voucher.id) throw refuseReusedIdempotencyKey('the activation of another certificate');
  const order = voucher.orderItem?.order;
  const buyerEmail: RenderedActivationEmail | null = order?.notifyOnActivation
    ? await renderVoucherActivatedEmail(order, `${input.firstName} ${input.lastName}`, { productId: voucher.productId, title: voucher.product?.title ?? '' })
    : null;

  const activated = await runInTransaction(db, async (tx) => {
    const row = await markVoucherActivated(tx, details);
    if (!row) return null;
    await recordBalanceEntry(
      {
        userId,
        kind: 'VOUCHER_ACTIVATION',
        amountCents: row.valueCents,
        idempotencyKey: `voucher-activation:${row.id}`,
        reference: `Certificate ending ${row.certificateLast4}`,
        voucherId: row.id,
      },
      tx,
    );
    await insertVoucherEvent(tx, row.id, 'ACTIVATED', { userId });
    if (buyerEmail) await queueEmail({ ...buyerEmail, replyTo: null }, tx);
    return row;
  }).catch((error: unknown) => {
    // The key's unique index refuses the update when a concurrent send of this key activated another certificate.
    if (isUniqueViolation(error)) return null;
    throw error;
  });
  if (!activated) {
    // Another request took the certificate or the key between our look-ups and the update; re-reading
    // tells which answer to give: the first one's when it was this request's own retry.
    const keyed = await findVoucherActivatedWithKey(db, requester.idempotencyKey);
    if (keyed && keyed.id !== voucher.id) throw refuseReusedIdempotencyKey('the activation of another certificate');
    const { voucher: taken } = await findActivatableVoucherOrThrow(input.certificateNumber, db, requester);
    if (taken.status !== 'ACTIVATED') refuseActivatedCertificate();
    return replayActivation(taken, details, userId);
  }
  return { userId, voucherId: activated.id, valueCents: activated.valueCents, certificateLast4: activated.certificateLast4 };
}

/**
 * The dashboard's voucher figures: sold and activated today and this month (from the given local
 * midnights), and the value issued but not activated, which the shop owes (vouchers never expire).
 */
export async function getVoucherFigures(
  periodStarts: { today: Date; month: Date },
  db?: DatabaseClient,
): Promise<{
  today: { sold: number; activated: number };
  month: { sold: number; activated: number };
  outstanding: { count: number; valueCents: number };
}> {
  const database = getDatabase(db);
  const [soldToday, soldThisMonth, activatedToday, activatedThisMonth, outstanding] = await Promise.all([
    countVouchersSoldSince(database, periodStarts.today),
    countVouchersSoldSince(database, periodStarts.month),
    countVouchersActivatedSince(database, periodStarts.today),
    countVouchersActivatedSince(database, periodStarts.month),
    sumOutstandingVouchers(database),
  ]);
  return {
    today: { sold: soldToday, activated: activatedToday },
    month: { sold: soldThisMonth, activated: activatedThisMonth },
    outstanding: { count: outstanding.count, valueCents: outstanding.cents },
  };
}

/** Where an activation comes from: its idempotency key (one per form view) and the client's address, for throttling. */
export type ActivationContext = { idempotencyKey: string; clientIp: string };

/** A signed-in customer activates a certificate onto their own balance, with their account's e-mail. */
export async function activateVoucher(
  input: VoucherActivation,
  context: ActivationContext & { userId: string },
  db?: DatabaseClient,
): Promise<ActivatedVoucher> {
  const database = getDatabase(db);
  await throttleActivation(database, context.clientIp, { userId: context.userId });
  const account = await getCustomerAccountOrThrow(context.userId, database);
  return creditCertificate(input, context, account.email, database);
}

/**
 * A guest activates and signs in or up on the way. The certificate is checked first, so a wrong
 * or used number never leaves a new account behind; the credit then runs in its own transaction.
 */
export async function activateVoucherAsGuest(input: GuestVoucherActivation, context: ActivationContext, db?: DatabaseClient): Promise<ActivatedVoucher> {
  const database = getDatabase(db);
  await throttleActivation(database, context.clientIp, { guestEmail: input.email });
  const guest = { userId: null, idempotencyKey: context.idempotencyKey };
  await findActivatableVoucherOrThrow(input.certificateNumber, database, guest);
  const { userId, registered } = await signInOrRegisterCustomer(
    { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phoneNumber, password: input.password },
    context.clientIp,
    database,
  ).catch(async (error: unknown) => {
    // A concurrent guest of this e-mail who lost the certificate removes the account it opened
    // (below), possibly between our look-up of the account and the password check: the person
    // typed the right password, and the true answer is that the certificate is taken (issue 24).
    if (isAppError(error) && error.code === 'unauthorized') await findActivatableVoucherOrThrow(input.certificateNumber, database, guest);
    throw error;
  });
  try {
    return await creditCertificate(input, { userId, idempotencyKey: context.idempotencyKey }, input.email, database);
  } catch (error) {
    // Concurrent guests all pass the look-up; those who lose the certificate leave no account behind.
    if (registered) await removeUnusedNewCustomer(userId, database);
    throw error;
  }
}

/**
 * Issue 27 §3: anyone may ask what a certificate number is worth and whether it can still be
 * activated. Throttled before the look-up like activation, from the same budget; an unknown and a
 * malformed number get activation's one "not found" answer. No account is involved, so only the
 * address is counted: what a guest activating with a new e-mail each time meets (docs/adr/0017).
 */
export async function checkVoucher(certificateNumber: string, context: { clientIp: string }, db?: DatabaseClient): Promise<VoucherCheck> {
  const database = getDatabase(db);
  await throttleCertificateLookup(database, context.clientIp);
  const normalized = parseCertificateNumber(certificateNumber);
  if (!normalized) refuseUnknownCertificate();
  const voucher = await findVoucherStateByCertificateHash(database, hashCertificateNumber(normalized, getServerEnv().CERTIFICATE_HASH_KEY));
  if (!voucher) refuseUnknownCertificate();
  return toVoucherCheck(formatCertificateNumber(normalized), voucher);
}

/** What the after-activation page shows: the value one of the customer's own certificates added. */
export async function getActivatedVoucherValue(userId: string, certificateLast4: string, db?: DatabaseClient): Promise<number | null> {
  const voucher = await findActivatedVoucherOfCustomer(getDatabase(db), userId, certificateLast4.toUpperCase());
  return voucher?.valueCents ?? null;
}

/** The account page's vouchers: those the customer activated, and those they bought for others; gift titles in `locale`. */
export async function listCustomerVouchers(userId: string, locale: string, db?: DatabaseClient): Promise<{ activated: CustomerVoucher[]; purchased: CustomerVoucher[] }> {
  const database = getDatabase(db);
  const [activated, purchased] = await Promise.all([findVouchersActivatedBy(database, userId), findVouchersPurchasedBy(database, userId)]);
  const translations = await readProductTranslations([...activated, ...purchased].map((voucher) => voucher.productId), locale, database);
  const toCustomerVoucher = ({ product, productId, ...voucher }: (typeof activated)[number]): CustomerVoucher => {
    if (!product || !productId) return { ...voucher, giftTitle: null, giftTitleUntranslated: false };
    const gift = overlayTranslation(product, translations.get(productId), ['title'], locale);
    return { ...voucher, giftTitle: gift.title, giftTitleUntranslated: gift.untranslated.length > 0 };
  };
  return { activated: activated.map(toCustomerVoucher), purchased: purchased.map(toCustomerVoucher) };
}
