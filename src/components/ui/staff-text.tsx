import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';

/** The language staff write content in; French versions come field by field (issue 26). */
export const STAFF_CONTENT_LOCALE = 'en-CA';

type StaffTextProps = {
  as?: 'span' | 'p' | 'div' | 'h1' | 'h2' | 'h3';
  /** The language this field is written in: English until the field has a translation for the page's language. */
  contentLocale?: string;
  className?: string;
  children: ReactNode;
};

/**
 * Staff-edited text (titles, descriptions, landings, posts) on a page of another language carries
 * its own `lang`, so a screen reader reads an English title on a French page in English. On a page
 * of its own language it adds nothing.
 */
export function StaffText({ as: Tag = 'span', contentLocale = STAFF_CONTENT_LOCALE, className, children }: StaffTextProps) {
  const pageLocale = useLocale();
  return (
    <Tag lang={contentLocale === pageLocale ? undefined : contentLocale} className={className}>
      {children}
    </Tag>
  );
}
