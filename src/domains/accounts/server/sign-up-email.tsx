import 'server-only';
import { renderEmail } from '@/domains/mail/server/render-email';
import {
  getSignUpAccountExistsSubject,
  getSignUpConfirmationSubject,
  SignUpAccountExistsEmail,
  SignUpConfirmationEmail,
} from '@/domains/mail/server/templates/sign-up-email';
import { getLocalizedSiteUrl, type AppLocale } from '@/i18n/locale';
import { getServerEnv } from '@/server/env';

/** The stored e-mail's stand-in for the confirmation link, replaced by the mail worker. */
export const SIGN_UP_LINK_PLACEHOLDER = '[[sign-up-link]]';

type RenderedEmail = { subject: string; text: string; html: string };

/** The e-mail that confirms a new address, with the link's placeholder. */
export async function renderSignUpConfirmationEmail(firstName: string, locale: AppLocale): Promise<RenderedEmail> {
  const siteUrl = getLocalizedSiteUrl(getServerEnv().SITE_URL, locale);
  const { html, text } = await renderEmail(<SignUpConfirmationEmail locale={locale} siteUrl={siteUrl} firstName={firstName} confirmUrl={SIGN_UP_LINK_PLACEHOLDER} />);
  return { subject: getSignUpConfirmationSubject(locale), text, html };
}

/** The e-mail to the owner of an address that already has an account. */
export async function renderSignUpAccountExistsEmail(firstName: string, locale: AppLocale): Promise<RenderedEmail> {
  const siteUrl = getLocalizedSiteUrl(getServerEnv().SITE_URL, locale);
  const { html, text } = await renderEmail(<SignUpAccountExistsEmail locale={locale} siteUrl={siteUrl} firstName={firstName} />);
  return { subject: getSignUpAccountExistsSubject(locale), text, html };
}
