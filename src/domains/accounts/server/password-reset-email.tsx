import 'server-only';
import { renderEmail } from '@/domains/mail/server/render-email';
import { getPasswordResetSubject, PasswordResetEmail } from '@/domains/mail/server/templates/password-reset-email';
import { getLocalizedSiteUrl, type AppLocale } from '@/i18n/locale';
import { getServerEnv } from '@/server/env';

/** The stored e-mail's stand-in for the link, replaced by the mail worker (docs/adr/0014). */
export const RESET_LINK_PLACEHOLDER = '[[password-reset-link]]';

/** The reset e-mail with the link's placeholder, rendered before the transaction that queues it. */
export async function renderPasswordResetEmail(firstName: string, locale: AppLocale): Promise<{ subject: string; text: string; html: string }> {
  const siteUrl = getLocalizedSiteUrl(getServerEnv().SITE_URL, locale);
  const { html, text } = await renderEmail(<PasswordResetEmail locale={locale} siteUrl={siteUrl} firstName={firstName} resetUrl={RESET_LINK_PLACEHOLDER} />);
  return { subject: getPasswordResetSubject(locale), text, html };
}
