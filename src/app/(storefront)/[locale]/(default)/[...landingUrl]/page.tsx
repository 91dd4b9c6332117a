import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MarkdownContent } from '@/components/ui/markdown-content';
import { getLandingByUrlPath } from '@/domains/catalog/server/queries';
import { Link } from '@/i18n/navigation';

interface LandingPageProps {
  params: Promise<{ locale: string; landingUrl: string[] }>;
}

// Catch-all of SPEC §2: a path is a landing page or a 404.
async function loadLanding(params: LandingPageProps['params']) {
  const { landingUrl } = await params;
  const landing = await getLandingByUrlPath(landingUrl.map(decodeURIComponent).join('/'));
  if (!landing) notFound();
  return landing;
}

export async function generateMetadata({ params }: LandingPageProps): Promise<Metadata> {
  const landing = await loadLanding(params);
  return { title: landing.seoTitle ?? landing.title, description: landing.seoDescription ?? undefined };
}

export default async function LandingPage({ params }: LandingPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [landing, t] = await Promise.all([loadLanding(params), getTranslations('modules.breadcrumbs')]);
  return (
    <article className="container-page py-10">
      {landing.breadcrumbs.length > 0 && (
        <nav aria-label={t('label')} className="mb-4 text-sm text-muted">
          <ol className="flex flex-wrap gap-2">
            {landing.breadcrumbs.map((crumb) => (
              <li key={crumb.url} className="after:ml-2 after:content-['/'] last:after:content-none">
                <Link href={crumb.url} className="hover:text-brand">
                  {crumb.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 className="mb-6 text-3xl font-extrabold sm:text-4xl">{landing.title}</h1>
      <MarkdownContent source={landing.body} />
    </article>
  );
}
