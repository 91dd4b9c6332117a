import { getFormatter, getTranslations } from 'next-intl/server';
import { MarkdownContent } from '@/components/ui/markdown-content';
import type { LegalDocument } from '../lib/legal-document';

/**
 * A policy page: title, last-updated date, a table of contents linking to every section's
 * anchor (SPEC §2: /terms-and-conditions#faq …), then the text.
 */
export async function LegalDocumentView({ document }: { document: LegalDocument }) {
  const [t, format] = await Promise.all([getTranslations('index.legal'), getFormatter()]);
  // A calendar date: formatted in UTC so it never shifts by a day.
  const lastUpdated = format.dateTime(new Date(`${document.lastUpdated}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <article id="top" className="container-page py-10">
      <header className="mb-8 max-w-3xl space-y-2">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{document.title}</h1>
        <p className="text-muted">
          {t.rich('lastUpdated', {
            date: lastUpdated,
            time: (chunks) => <time dateTime={document.lastUpdated}>{chunks}</time>,
          })}
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {document.sections.length > 0 && (
          <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto">
            <h2 id="legal-contents" className="mb-3 text-sm font-bold uppercase tracking-wide">
              {t('contents')}
            </h2>
            <ol className="space-y-1 text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="inline-flex min-h-6 items-center text-brand-dark underline-offset-4 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="max-w-3xl">
          <MarkdownContent source={document.body} />
          <p className="mt-10">
            <a href="#top" className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-dark underline-offset-4 hover:underline">
              {t('backToTop')}
            </a>
          </p>
        </div>
      </div>
    </article>
  );
}
