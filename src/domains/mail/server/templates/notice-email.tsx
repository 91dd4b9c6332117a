import 'server-only';
import { Button, Section, Text } from '@react-email/components';
import type { AppLocale } from '@/i18n/locale';
import { EmailLayout, emailStyles } from './email-layout';

/**
 * A short notice in the shop's frame: a heading, paragraphs and, maybe, one button and a panel of
 * lines. Its caller writes the words in the reader's language (the group gifts' e-mails do).
 */
export type NoticeEmailProps = {
  locale: AppLocale;
  siteUrl: string;
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Lines shown together in a panel, e.g. an amount and a reference. */
  panel?: string[];
  button?: { label: string; url: string };
  /** Small print under the button, e.g. the link written out. */
  footnotes?: string[];
};

export function NoticeEmail({ locale, siteUrl, preview, heading, paragraphs, panel, button, footnotes }: NoticeEmailProps) {
  return (
    <EmailLayout locale={locale} preview={preview} siteUrl={siteUrl}>
      <Text style={emailStyles.heading}>{heading}</Text>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={emailStyles.text}>
          {paragraph}
        </Text>
      ))}
      {panel && panel.length > 0 ? (
        <Section style={emailStyles.panel}>
          {panel.map((line) => (
            <Text key={line} style={{ ...emailStyles.text, margin: '0 0 4px' }}>
              {line}
            </Text>
          ))}
        </Section>
      ) : null}
      {button ? (
        <Section style={{ margin: '0 0 16px' }}>
          <Button href={button.url} style={emailStyles.button}>
            {button.label}
          </Button>
        </Section>
      ) : null}
      {(footnotes ?? []).map((line) => (
        <Text key={line} style={{ ...emailStyles.muted, wordBreak: 'break-all' }}>
          {line}
        </Text>
      ))}
    </EmailLayout>
  );
}
