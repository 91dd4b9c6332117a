import 'server-only';
import { Button, Hr, Section, Text } from '@react-email/components';
import { createTranslator } from 'use-intl/core';
import { getCatalogue } from '@/i18n/catalogues';
import type { AppLocale } from '@/i18n/locale';
import { EmailLayout, emailStyles } from './email-layout';

/** The link to /auth/change-password/{token}; usually a fill-in placeholder, see docs/adr/0014. */
export type PasswordResetEmailProps = {
  locale: AppLocale;
  siteUrl: string;
  firstName: string;
  resetUrl: string;
};

function translate(locale: AppLocale) {
  return createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.mail.passwordReset' });
}

export function getPasswordResetSubject(locale: AppLocale): string {
  return translate(locale)('subject');
}

export function PasswordResetEmail({ locale, siteUrl, firstName, resetUrl }: PasswordResetEmailProps) {
  const t = translate(locale);
  return (
    <EmailLayout locale={locale} preview={t('preview')} siteUrl={siteUrl}>
      <Text style={emailStyles.heading}>{t('heading')}</Text>
      <Text style={emailStyles.text}>{t('greeting', { firstName })}</Text>
      <Text style={emailStyles.text}>{t('body')}</Text>
      <Section style={{ margin: '0 0 16px' }}>
        <Button href={resetUrl} style={emailStyles.button}>
          {t('button')}
        </Button>
      </Section>
      <Text style={emailStyles.muted}>{t('fallback')}</Text>
      <Text style={{ ...emailStyles.muted, wordBreak: 'break-all' }}>{resetUrl}</Text>
      <Hr style={emailStyles.hr} />
      <Text style={emailStyles.muted}>{t('ignore')}</Text>
    </EmailLayout>
  );
}
