import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { Icon, type IconName } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';

interface CertificateActivationPageProps {
  params: Promise<{ locale: string }>;
}

const ACTIVATION_FORM_PATH = '/voucher/activation';
const SAMPLE_VALUE_CENTS = 15000;

const steps: readonly { key: 'find' | 'form' | 'balance' | 'book'; icon: IconName }[] = [
  { key: 'find', icon: 'ticket' },
  { key: 'form', icon: 'user' },
  { key: 'balance', icon: 'check' },
  { key: 'book', icon: 'calendar' },
];

const primaryButtonClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-8 py-3 font-semibold text-white hover:bg-brand-dark';

export async function generateMetadata({ params }: CertificateActivationPageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'index.certificate' });
  return createPageMetadata({ locale, path: '/certificate/activation', title: t('title'), description: t('description') });
}

/** SPEC §2 /certificate/activation: how activation works, leading to the activation form. */
export default async function CertificateActivationPage({ params }: CertificateActivationPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('index.certificate');
  return (
    <div className="container-page py-10">
      <header className="mb-10 max-w-3xl space-y-4">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted">{t('intro')}</p>
        <Link href={ACTIVATION_FORM_PATH} className={primaryButtonClasses}>
          {t('cta')}
          <Icon name="arrow-right" size={18} />
        </Link>
      </header>

      <section aria-labelledby="activation-steps" className="mb-12">
        <h2 id="activation-steps" className="mb-6 text-2xl font-extrabold">
          {t('stepsTitle')}
        </h2>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.key} className="flex flex-col gap-3 rounded-xl border border-black/10 p-6">
              <span className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-brand-light text-brand-dark">
                  <Icon name={step.icon} size={22} />
                </span>
                <span className="text-sm font-semibold text-muted" aria-hidden="true">
                  {index + 1}
                </span>
              </span>
              <h3 className="text-lg font-bold">{t(`steps.${step.key}.title`)}</h3>
              <p className="text-muted">{t(`steps.${step.key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="certificate-number" className="mb-12 grid items-center gap-8 md:grid-cols-2">
        <div className="space-y-3">
          <h2 id="certificate-number" className="text-2xl font-extrabold">
            {t('whereTitle')}
          </h2>
          <p className="text-muted">{t('whereText')}</p>
        </div>
        <figure>
          <div className="rounded-xl border-2 border-dashed border-brand/60 bg-gradient-to-br from-brand-light to-white p-6">
            <p className="mb-6 flex items-center gap-2 text-lg font-extrabold">
              <Icon name="gift" size={22} className="text-brand-dark" />
              {t('sampleHeading')}
            </p>
            <p className="mb-6 text-sm text-muted">{t('sampleValue', { amount: formatMoney(SAMPLE_VALUE_CENTS, locale) })}</p>
            <div className="rounded-lg bg-white p-3 ring-2 ring-brand">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('sampleNumberLabel')}</p>
              <p className="break-all font-mono text-base font-bold tracking-wider sm:text-lg">{t('sampleNumber')}</p>
            </div>
          </div>
          <figcaption className="mt-2 text-sm text-muted">{t('sampleCaption')}</figcaption>
        </figure>
      </section>

      <section className="mb-12 grid gap-6 md:grid-cols-3">
        {(['balance', 'difference', 'once'] as const).map((topic) => (
          <div key={topic} className="rounded-xl bg-black/[0.03] p-6">
            <h2 className="mb-2 text-lg font-bold">{t(`${topic}Title`)}</h2>
            <p className="text-muted">{t(`${topic}Text`)}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="activation-ready" className="flex flex-col items-start gap-4 rounded-xl bg-ink p-8 text-white">
        <h2 id="activation-ready" className="text-2xl font-extrabold">
          {t('readyTitle')}
        </h2>
        <p className="text-white/85">{t('readyText')}</p>
        <div className="flex flex-wrap items-center gap-6">
          <Link href={ACTIVATION_FORM_PATH} className={primaryButtonClasses}>
            {t('cta')}
          </Link>
          <Link href="/terms-and-conditions#booking" className="inline-flex min-h-6 items-center text-white underline underline-offset-4">
            {t('termsLink')}
          </Link>
        </div>
      </section>
    </div>
  );
}
