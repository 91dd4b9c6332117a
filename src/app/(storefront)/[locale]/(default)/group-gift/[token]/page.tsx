import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getContributionThanks, getPublicGroupGift } from '@/domains/group-gifts/server/public-page';
import { ContributionForm } from '@/domains/group-gifts/ui/contribution-form';
import { GroupGiftPageView } from '@/domains/group-gifts/ui/group-gift-page-view';
import { isTestPaymentMode } from '@/domains/payments/server/gateways';
import { withClientMessages } from '@/shell/layout/client-messages';

type GroupGiftPageProps = { params: Promise<{ locale: string; token: string }>; searchParams: Promise<{ thanks?: string | string[] }> };

// Progress and names change with every contribution: rendered per request, never cached for the next visitor.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: GroupGiftPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'modules.groupGifts.contribute' });
  // A private link shared among friends: never in a search engine.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Issue 27 §1: the public page of a group gift, opened from the link the organiser shares. Anyone
 * with it chips in without an account; `?thanks=` (the contribution just made) says thank you.
 * An unknown token is the storefront's 404.
 */
async function GroupGiftPage({ params, searchParams }: GroupGiftPageProps) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const gift = await getPublicGroupGift(token);
  if (!gift) notFound();
  const { thanks } = await searchParams;
  const thanked = typeof thanks === 'string' ? await getContributionThanks(token, thanks) : null;
  return (
    <GroupGiftPageView
      gift={gift}
      thanks={thanked}
      form={<ContributionForm publicToken={gift.publicToken} recipientFirstName={gift.recipientFirstName} testMode={isTestPaymentMode()} />}
    />
  );
}

export default withClientMessages('groupGiftContribute', GroupGiftPage);
