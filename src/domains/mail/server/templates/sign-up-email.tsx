import 'server-only';
import { Button, Hr, Link, Section, Text } from '@react-email/components';
import { createTranslator } from 'use-intl/core';
import { getCatalogue } from '@/i18n/catalogues';
import type { AppLocale } from '@/i18n/locale';
import { EmailLayout, emailStyles } from './email-layout';

function translate(locale: AppLocale) {
  return createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.mail.signUp' });
}

export function getSignUpConfirmationSubject(locale: AppLocale): string {
  return translate(locale)('confirm.subject');
}

export function getSignUpAccountExistsSubject(locale: AppLocale): string {
  return translate(locale)('accountExists.subject');
}

/** The link to /auth/sign-up/confirm/{token}: a fill-in placeholder in the stored e-mail (docs/security.md). */
export function SignUpConfirmationEmail({ locale, siteUrl, firstName, confirmUrl }: { locale: AppLocale; siteUrl: string; firstName: string; confirmUrl: string }) {
  const t = translate(locale);
  return (
    <EmailLayout locale={locale} preview={t('confirm.preview')} siteUrl={siteUrl}>
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
export function SignUpAccountExistsEmail({ locale, siteUrl, firstName }: { locale: AppLocale; siteUrl: string; firstName: string }) {
  const t = translate(locale);
  return (
    <EmailLayout locale={locale} preview={t('accountExists.preview')} siteUrl={siteUrl}>
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
