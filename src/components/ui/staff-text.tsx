import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';

/** The language staff write content in first; other languages come field by field (docs/adr/0024). */
export const STAFF_CONTENT_LOCALE = 'en-CA';

type StaffTextProps = {
  as?: 'span' | 'p' | 'div' | 'h1' | 'h2' | 'h3';
  /** The text is the English one, for want of a translation into the page's language. */
  untranslated?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Staff-edited text (titles, descriptions, landings, posts): where a page in another language
 * shows it in English for want of a translation, it carries `lang="en-CA"`, so a screen reader
 * reads it in English. Translated text, and any text on an English page, adds nothing.
 */
export function StaffText({ as: Tag = 'span', untranslated = false, className, children }: StaffTextProps) {
  const pageLocale = useLocale();
  return (
    <Tag lang={untranslated && pageLocale !== STAFF_CONTENT_LOCALE ? STAFF_CONTENT_LOCALE : undefined} className={className}>
      {children}
    </Tag>
  );
}
