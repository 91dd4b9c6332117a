import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoveListEmptyState, LoveListView } from '@/domains/engagement/ui/love-list-view';

type LoveListPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: LoveListPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.loveList' });
  // A personal list: nothing for search engines to index.
  return { title: t('pageTitle'), description: t('pageDescription'), robots: { index: false, follow: true } };
}

/** SPEC §2 /love-list: the list lives in the browser (and the account), so the cards load there. */
export default async function LoveListPage({ params }: LoveListPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('modules.loveList');
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t('pageTitle')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('intro')}</p>
      <LoveListView />
      <noscript>
        <LoveListEmptyState />
      </noscript>
    </div>
  );
}
