import 'server-only';
import { getLocalizedSiteUrl, type AppLocale } from '@/i18n/locale';
import { getServerEnv } from '@/server/env';
import { createReviewToken, deriveReviewLinkKey, readReviewToken, type ReviewTokenReading } from '../lib/review-token';

/** How long an invitation's link works: long enough for a holiday, short enough to be "recent". */
export const REVIEW_LINK_LIFETIME_DAYS = 60;

/** From SESSION_SECRET, which production refuses to run with its development value. */
function getReviewLinkKey(): Buffer {
  return deriveReviewLinkKey(getServerEnv().SESSION_SECRET);
}

export function createReviewLinkToken(bookingId: string, issuedAt: Date): string {
  const expiresAt = new Date(issuedAt.getTime() + REVIEW_LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  return createReviewToken(bookingId, expiresAt, getReviewLinkKey());
}

export function readReviewLinkToken(token: string, now: Date): ReviewTokenReading {
  return readReviewToken(token, getReviewLinkKey(), now);
}

/** The page address of a review link, as e-mails carry it. */
export function buildReviewLinkUrl(token: string, locale: AppLocale): string {
  return `${getLocalizedSiteUrl(getServerEnv().SITE_URL, locale)}/review/${token}`;
}
