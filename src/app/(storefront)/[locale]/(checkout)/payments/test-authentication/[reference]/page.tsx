import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { answerTestAuthenticationAction } from '@/domains/payments/actions';
import { findTestChargeAwaitingAuthentication } from '@/domains/payments/server/test-gateway';
import { formatMoney } from '@/lib/money';

type TestAuthenticationPageProps = {
  params: Promise<{ locale: string; reference: string }>;
  searchParams: Promise<{ return?: string | string[] }>;
};

export const metadata: Metadata = { robots: { index: false, follow: false } };
// Personal and per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

/** The test gateway's stand-in for a card issuer's security check (3-D Secure). */
export default async function TestAuthenticationPage({ params, searchParams }: TestAuthenticationPageProps) {
  const { locale, reference } = await params;
  setRequestLocale(locale);
  const { return: returnTo } = await searchParams;
  const t = await getTranslations('modules.testAuthentication');
  const charge = /^test_ch_[0-9a-f]{24}$/.test(reference) ? await findTestChargeAwaitingAuthentication(reference) : null;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 rounded-lg border border-black/10 p-6">
      <h1 className="text-2xl font-extrabold">{t('title')}</h1>
      {charge ? (
        <form action={answerTestAuthenticationAction} className="flex flex-col gap-4">
          <p>{t('intro', { amount: formatMoney(charge.amountCents, locale) })}</p>
          <input type="hidden" name="reference" value={reference} />
          <input type="hidden" name="returnTo" value={typeof returnTo === 'string' ? returnTo : ''} />
          <div className="flex gap-3">
            <button type="submit" name="answer" value="approve" className={getButtonClassName('primary', 'md')}>
              {t('approve')}
            </button>
            <button type="submit" name="answer" value="refuse" className={getButtonClassName('secondary', 'md')}>
              {t('refuse')}
            </button>
          </div>
        </form>
      ) : (
        <p>{t('notWaiting')}</p>
      )}
    </div>
  );
}
