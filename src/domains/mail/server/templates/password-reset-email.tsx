import 'server-only';
import { Button, Hr, Section, Text } from '@react-email/components';
import { createTranslator } from 'use-intl/core';
import { routing } from '@/i18n/routing';
import messages from '../../../../../messages/en-CA.json';
import { EmailLayout, emailStyles } from './email-layout';

/** The link to /auth/change-password/{token}; usually a fill-in placeholder, see docs/adr/0014. */
export type PasswordResetEmailProps = {
  siteUrl: string;
  firstName: string;
  resetUrl: string;
};

const t = createTranslator({ locale: routing.defaultLocale, messages, namespace: 'modules.mail.passwordReset' });

export function getPasswordResetSubject(): string {
  return t('subject');
}

export function PasswordResetEmail({ siteUrl, firstName, resetUrl }: PasswordResetEmailProps) {
  return (
    <EmailLayout preview={t('preview')} siteUrl={siteUrl}>
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
