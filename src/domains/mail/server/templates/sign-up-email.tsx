import 'server-only';
import { Button, Hr, Link, Section, Text } from '@react-email/components';
import { createTranslator } from 'use-intl/core';
import { routing } from '@/i18n/routing';
import messages from '../../../../../messages/en-CA.json';
import { EmailLayout, emailStyles } from './email-layout';

const t = createTranslator({ locale: routing.defaultLocale, messages, namespace: 'modules.mail.signUp' });

export function getSignUpConfirmationSubject(): string {
  return t('confirm.subject');
}

export function getSignUpAccountExistsSubject(): string {
  return t('accountExists.subject');
}

/** The link to /auth/sign-up/confirm/{token}: a fill-in placeholder in the stored e-mail (docs/security.md). */
export function SignUpConfirmationEmail({ siteUrl, firstName, confirmUrl }: { siteUrl: string; firstName: string; confirmUrl: string }) {
  return (
    <EmailLayout preview={t('confirm.preview')} siteUrl={siteUrl}>
      <Text style={emailStyles.heading}>{t('confirm.heading')}</Text>
      <Text style={emailStyles.text}>{t('greeting', { firstName })}</Text>
      <Text style={emailStyles.text}>{t('confirm.body')}</Text>
      <Section style={{ margin: '0 0 16px' }}>
        <Button href={confirmUrl} style={emailStyles.button}>
          {t('confirm.button')}
        </Button>
      </Section>
      <Text style={emailStyles.muted}>{t('fallback')}</Text>
      <Text style={{ ...emailStyles.muted, wordBreak: 'break-all' }}>{confirmUrl}</Text>
      <Hr style={emailStyles.hr} />
      <Text style={emailStyles.muted}>{t('confirm.ignore')}</Text>
    </EmailLayout>
  );
}

/** To the owner of an e-mail someone tried to sign up with: nothing to click that changes anything. */
export function SignUpAccountExistsEmail({ siteUrl, firstName }: { siteUrl: string; firstName: string }) {
  return (
    <EmailLayout preview={t('accountExists.preview')} siteUrl={siteUrl}>
      <Text style={emailStyles.heading}>{t('accountExists.heading')}</Text>
      <Text style={emailStyles.text}>{t('greeting', { firstName })}</Text>
      <Text style={emailStyles.text}>{t('accountExists.body')}</Text>
      <Section style={{ margin: '0 0 16px' }}>
        <Button href={`${siteUrl}/auth/login`} style={emailStyles.button}>
          {t('accountExists.signIn')}
        </Button>
      </Section>
      <Text style={emailStyles.text}>
        {t('accountExists.forgot')} <Link href={`${siteUrl}/auth/reset`}>{t('accountExists.reset')}</Link>
      </Text>
      <Hr style={emailStyles.hr} />
      <Text style={emailStyles.muted}>{t('accountExists.ignore')}</Text>
    </EmailLayout>
  );
}
