import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getManagedGroupGift } from '@/domains/group-gifts/server/management';
import { ManageGroupGiftView } from '@/domains/group-gifts/ui/manage-group-gift-view';
import { getLocalizedSiteUrl, toAppLocale } from '@/i18n/locale';
import { getServerEnv } from '@/server/env';
import { withClientMessages } from '@/shell/layout/client-messages';

type ManageGroupGiftPageProps = { params: Promise<{ locale: string; token: string }> };

// Private and live (contributions arrive): never prerendered or cached (Next answers it with no-store).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: ManageGroupGiftPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.groupGifts.manage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The organiser's private page, opened by the link in their e-mail; a wrong or unknown token is the storefront's 404. */
async function ManageGroupGiftPage({ params }: ManageGroupGiftPageProps) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const gift = await getManagedGroupGift(token, locale);
  if (!gift) notFound();
  return (
    <div className="container-page py-10">
      <ManageGroupGiftView gift={gift} managementToken={token} siteUrl={getLocalizedSiteUrl(getServerEnv().SITE_URL, toAppLocale(locale))} />
    </div>
  );
}

export default withClientMessages('groupGiftManage', ManageGroupGiftPage);
