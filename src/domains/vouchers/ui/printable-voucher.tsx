import Image from 'next/image';
import { createTranslator } from 'use-intl/core';
import { getCatalogue } from '@/i18n/catalogues';
import { routing } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';
import { getDisplayUrl, VOUCHER_TIME_ZONE, type PrintableVoucher, type VoucherQrSvg } from '../lib/printable-voucher';

/**
 * The voucher as a page section, laid out like its PDF, for the order page and printing. Holds no
 * client-only code, so it renders on the server. `qrSvg` comes from `renderVoucherQrSvg`. Written
 * in the voucher's language (its recipient's), not the page's: it is printed and handed over.
 */
export function PrintableVoucherCard({ voucher, qrSvg }: { voucher: PrintableVoucher; qrSvg: VoucherQrSvg }) {
  const { locale } = voucher;
  const messages = getCatalogue(locale);
  const t = createTranslator({ locale, messages, namespace: 'modules.vouchers.printable' });
  const siteName = createTranslator({ locale, messages, namespace: 'index' })('siteName');
  const address = getDisplayUrl(voucher.activationUrl);

  return (
    <section
      lang={locale}
      aria-labelledby="printable-voucher-title"
      // Browsers drop background colours when printing unless told the colours are content.
      className="mx-auto max-w-2xl border-2 border-brand bg-white p-1.5 text-ink [print-color-adjust:exact] print:max-w-none print:break-inside-avoid"
    >
      <div className="border border-brand">
        {voucher.design ? (
          // As on the PDF: the design's art fills the header, under a shade the white title reads on.
          <header className="relative flex aspect-[532/120] flex-col items-center justify-center overflow-hidden text-center text-white">
            <Image src={voucher.design.imageUrl} alt={t('designArt', { name: voucher.design.name })} fill sizes="(min-width: 42rem) 42rem, 100vw" className="object-cover" />
            <div className="relative w-full bg-ink/70 px-6 py-3">
              <p className="text-2xl font-bold">{siteName}</p>
              <p className="mt-1 text-xs uppercase tracking-widest">{t('heading')}</p>
            </div>
          </header>
        ) : (
          <header className="bg-brand px-6 py-5 text-center text-white">
            <p className="text-2xl font-bold">{siteName}</p>
            <p className="mt-1 text-xs uppercase tracking-widest">{t('heading')}</p>
          </header>
        )}

        <div className="px-6 py-8 text-center sm:px-12">
          <h2 id="printable-voucher-title" lang={voucher.giftTitleUntranslated ? routing.defaultLocale : undefined} className="text-2xl font-bold text-balance">
            {voucher.giftTitle}
          </h2>
          {voucher.coverageText && (
            <p className="mt-2 text-sm text-muted">{voucher.coverageText}</p>
          )}
          <p className="mt-6 text-5xl font-bold text-brand">{formatMoney(voucher.valueCents, locale)}</p>
          <p className="mt-1 text-xs text-muted">
            {t('valueNote')} · {t('neverExpires')}
          </p>

          <hr className="mx-auto my-6 w-32 border-brand" />
          {voucher.recipientName && <p className="text-xl font-bold break-words">{t('forName', { name: voucher.recipientName })}</p>}
          {voucher.buyerName && <p className="mt-1 text-muted break-words">{t('fromName', { name: voucher.buyerName })}</p>}
          {voucher.message && (
            <figure aria-label={t('message')} className="mt-6 bg-brand-light px-5 py-4">
              <blockquote className="whitespace-pre-line break-words">{t('quotedMessage', { message: voucher.message })}</blockquote>
            </figure>
          )}

          <div className="mt-8 border-2 border-dashed border-brand px-4 py-4">
            <p className="text-xs uppercase tracking-widest text-muted">{t('certificateNumber')}</p>
            <p className="mt-1 font-mono text-2xl font-bold tracking-wider break-all sm:text-3xl">{voucher.certificateNumber}</p>
          </div>

          <div className="mt-8 grid gap-6 text-left sm:grid-cols-[1fr_auto] sm:items-start">
            <div>
              <h3 className="font-bold text-brand">{t('howToUse')}</h3>
              <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm marker:font-bold marker:text-brand">
                <li>
                  {t.rich('steps.visit', {
                    address,
                    link: (chunks) => (
                      <a href={voucher.activationUrl} className="font-semibold text-brand underline break-all">
                        {chunks}
                      </a>
                    ),
                  })}
                </li>
                <li>{t('steps.enter')}</li>
                <li>{t('steps.choose')}</li>
              </ol>
            </div>
            <figure className="mx-auto text-center">
              {/* Our own qrcode output (paths only), typed so no other string can be passed here. */}
              <div role="img" aria-label={t('qrLabel')} className="size-28 [&_svg]:size-full" dangerouslySetInnerHTML={{ __html: qrSvg }} />
              <figcaption className="mt-1 text-xs text-muted">{t('scanToActivate')}</figcaption>
            </figure>
          </div>
        </div>

        <footer className="flex justify-between gap-4 border-t border-brand-light px-6 py-3 text-xs text-muted">
          <p>{t('issuedOn', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: VOUCHER_TIME_ZONE }).format(voucher.issuedAt) })}</p>
          <p className="font-bold text-brand">{t('neverExpires')}</p>
        </footer>
      </div>
    </section>
  );
}
