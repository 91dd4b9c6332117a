import 'server-only';
import { Body, Container, Head, Html, Link, Preview, Section, Text } from '@react-email/components';
import { createTranslator } from 'use-intl/core';
import type { CSSProperties, ReactNode } from 'react';
import { getCatalogue } from '@/i18n/catalogues';
import type { AppLocale } from '@/i18n/locale';

/** The shop's theme colour (SPEC §9), and a darker shade white text stays readable on. */
const BRAND_COLOUR = '#db3844';
const BRAND_COLOUR_DARK = '#b82a35';
const TEXT_COLOUR = '#1f2937';
const MUTED_COLOUR = '#6b7280';
const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/*
 * E-mail clients ignore stylesheets and media queries unevenly, so styles are inline and the
 * layout is one column, at most 600 px wide and fluid below: it reads the same on a phone.
 */
export const emailStyles = {
  heading: { color: TEXT_COLOUR, fontSize: '24px', lineHeight: '32px', fontWeight: 700, margin: '0 0 16px' },
  subheading: { color: TEXT_COLOUR, fontSize: '18px', lineHeight: '26px', fontWeight: 700, margin: '24px 0 8px' },
  text: { color: TEXT_COLOUR, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  muted: { color: MUTED_COLOUR, fontSize: '14px', lineHeight: '20px', margin: '0 0 12px' },
  button: {
    backgroundColor: BRAND_COLOUR_DARK,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 24px',
    textDecoration: 'none',
  },
  link: { color: BRAND_COLOUR_DARK, textDecoration: 'underline' },
  panel: { backgroundColor: '#fbe9eb', borderRadius: '6px', padding: '16px', margin: '0 0 16px' },
  hr: { borderColor: '#e5e7eb', margin: '24px 0' },
} satisfies Record<string, CSSProperties>;


/** The address as people read it: no scheme, no trailing slash. */
function formatSiteAddress(siteUrl: string): string {
  const url = new URL(siteUrl);
  return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}

/** Every e-mail's frame, in the e-mail's language; `siteUrl` is the storefront's address in that language. */
export function EmailLayout({ locale, preview, siteUrl, children }: { locale: AppLocale; preview: string; siteUrl: string; children: ReactNode }) {
  const messages = getCatalogue(locale);
  const t = createTranslator({ locale, messages, namespace: 'modules.mail.layout' });
  const siteName = createTranslator({ locale, messages, namespace: 'index' })('siteName');
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', fontFamily: FONT_STACK, margin: 0, padding: '16px 8px' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '600px', width: '100%', overflow: 'hidden' }}>
          <Section style={{ backgroundColor: BRAND_COLOUR, padding: '20px 24px' }}>
            <Link href={siteUrl} style={{ color: '#ffffff', fontSize: '20px', fontWeight: 700, textDecoration: 'none' }}>
              {siteName}
            </Link>
          </Section>
          <Section style={{ padding: '24px' }}>{children}</Section>
          <Section style={{ borderTop: '1px solid #e5e7eb', padding: '16px 24px' }}>
            <Text style={{ ...emailStyles.muted, margin: '0 0 4px' }}>{t('tagline')}</Text>
            <Text style={{ ...emailStyles.muted, margin: 0 }}>
              {t.rich('visitShop', {
                siteAddress: formatSiteAddress(siteUrl),
                link: (chunks) => (
                  <Link href={siteUrl} style={emailStyles.link}>
                    {chunks}
                  </Link>
                ),
              })}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
