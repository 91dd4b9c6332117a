'use client';

import { useTranslations, useLocale } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { StaffText } from '@/components/ui/staff-text';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Link, useRouter } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { checkTestCard, isTestCardNeeded, type TestCard } from '@/domains/payments/lib/card-rule';
import { localizeNextActionUrl } from '@/domains/payments/lib/next-action';
import { describeCardRefusals, PaymentSection, readCardFieldErrors, type PaymentErrors } from '@/domains/payments/ui/payment-section';
import { exchangeBookingAction, placeBookingAction, quoteBookingAction, quoteBookingExchangeAction } from '../actions';
import type { BookingSelection } from '../schemas';
import type { BookingExchangeQuote, BookingQuote } from '../schemas';
import { readBookedCheckout, rememberBookedCheckout } from './booked-checkouts';
import { endExchangeIntent } from './exchange-intent';

/**
 * /booking/checkout: the booking's summary with the server's quote, a coupon, the terms, and the
 * payment: the balance first; when it falls short, SPEC §8's two sentences and Continue, which
 * reveals the card form for the difference. The idempotency key is made once per page view, so a
 * double click or a retry reaches the same booking.
 *
 * An exchange quote makes it the exchange screen (SPEC §4): no coupon, what the current booking
 * counts for, and what goes back to the balance or is still to pay (balance, then card), all as the
 * server computed them.
 */
export function BookingCheckout({
  selection,
  initialQuote,
  testMode,
}: {
  selection: BookingSelection;
  initialQuote: BookingQuote | BookingExchangeQuote;
  testMode: boolean;
}) {
  const locale = useLocale();
  const t = useTranslations('modules.booking.checkout');
  const tErrors = useTranslations('form.booking.errors');
  const router = useRouter();
  const id = useId();
  const [quote, setQuote] = useState(initialQuote);
  const [couponInput, setCouponInput] = useState('');
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [continued, setContinued] = useState(false);
  const [card, setCard] = useState<TestCard>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [placing, setPlacing] = useState(false);

  const idempotencyKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const exchange = 'exchange' in quote ? quote.exchange : null;
  const appliedCoupon = quote.coupon?.status === 'applied' ? quote.coupon.code : null;
  const byCardCents = quote.payment.byCardCents;
  const short = byCardCents > 0;
  const cardNeeded = isTestCardNeeded(testMode, byCardCents);

  async function requote(couponCode: string | null) {
    const result = exchange
      ? await quoteBookingExchangeAction({ bookingId: exchange.bookingId, selection })
      : await quoteBookingAction({ ...selection, couponCode: couponCode ?? undefined });
    if (!result.ok) {
      setErrors({ form: result.message });
      return;
    }
    setQuote(result.data);
    setContinued(false);
    setCouponMessage(result.data.coupon?.status === 'refused' ? t('couponRefused') : null);
  }

  // Back to this page after booking it: the page was rendered before the booking, so its balance is
  // stale. Say what happened, link to the booking, show today's figures, and let a second Confirm
  // replay that booking (same key) rather than make another.
  // Read once, when the page opens: the booking this very page makes is remembered for a later
  // visit, not shown (nor re-quoted) while the page navigates to its confirmation.
  const [bookedReference, setBookedReference] = useState<string | null>(null);
  useEffect(() => {
    const booked = exchange ? null : readBookedCheckout(selection);
    if (!booked) return;
    idempotencyKey.current = booked.idempotencyKey;
    void quoteBookingAction(selection).then((result) => {
      setBookedReference(booked.reference);
      if (result.ok) setQuote(result.data);
    });
  }, [exchange, selection]);

  function validate(): PaymentErrors {
    return {
      terms: termsAccepted ? undefined : tErrors('termsRequired'),
      ...describeCardRefusals(checkTestCard(card, { testMode, byCardCents, now: new Date() }), tErrors),
    };
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  /** Continue shows the card form only once the terms are accepted: no errors on fields not yet seen. */
  function continueToCard(): boolean {
    if (!termsAccepted) {
      setErrors({ terms: tErrors('termsRequired') });
      focusFirstError();
      return false;
    }
    setContinued(true);
    return true;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (short && !continued) return;
    const formErrors = validate();
    setErrors(formErrors);
    if (Object.values(formErrors).some(Boolean)) {
      focusFirstError();
      return;
    }
    idempotencyKey.current ??= crypto.randomUUID();
    setPlacing(true);
    try {
      const payment = { idempotencyKey: idempotencyKey.current, termsAccepted, shownTotalCents: quote.totalCents, card: cardNeeded ? card : undefined };
      const result = exchange
        ? await exchangeBookingAction({ ...payment, bookingId: exchange.bookingId, selection })
        : await placeBookingAction({ ...payment, selection: { ...selection, couponCode: appliedCoupon ?? undefined } });
      if (result.ok) {
        // The booking being changed is given up now: later booking pages are ordinary ones again.
        if (exchange) endExchangeIntent();
        else if (result.data.status === 'done' && result.data.booked) {
          rememberBookedCheckout(selection, { idempotencyKey: idempotencyKey.current, reference: result.data.reference });
        }
        if (result.data.status === 'requires_action') window.location.assign(localizeNextActionUrl(result.data.nextActionUrl, locale));
        else router.push(result.data.confirmationPath);
        return;
      }
      // A refusal ends this attempt: the next press is a new one, with today's quote.
      idempotencyKey.current = null;
      setErrors({
        form: result.message,
        terms: result.fieldErrors.termsAccepted?.[0],
        ...readCardFieldErrors(result.fieldErrors),
      });
      if (result.code === 'insufficient_balance' || result.code === 'coupon_refused' || result.code === 'price_changed') await requote(appliedCoupon);
      focusFirstError();
    } finally {
      setPlacing(false);
    }
  }

  const travellers = quote.lines.filter((line) => line.count > 0);

  return (
    <form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby={`${id}-summary`} className="flex flex-col gap-4 rounded-lg border border-black/10 p-4 sm:p-6">
        <h2 id={`${id}-summary`} className="text-xl font-extrabold">
          {t('summaryHeading')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">{t('experience')}</dt>
          <dd>
            <StaffText untranslated={quote.untranslated.includes('title')}>{quote.title}</StaffText>
          </dd>
          <dt className="font-semibold">{t('when')}</dt>
          <dd>{quote.labels.start}</dd>
          <dt className="font-semibold">{t('grade')}</dt>
          <dd>
            <StaffText untranslated={quote.tourGradeTitleUntranslated}>{quote.tourGradeTitle}</StaffText>
          </dd>
          <dt className="font-semibold">{t('travellers')}</dt>
          <dd>
            <ul>
              {travellers.map((line) => (
                <li key={line.ageBandCode}>
                  {line.count} ×{' '}
                  <StaffText untranslated={quote.untranslatedAgeBandCodes.includes(line.ageBandCode)}>{quote.ageBandLabels[line.ageBandCode] ?? line.ageBandCode}</StaffText> (
                  {formatMoney(line.unitPriceCents, locale)})
                </li>
              ))}
            </ul>
          </dd>
        </dl>
        <p className="text-sm">{quote.confirmation === 'instant' ? t('instant') : t('request')}</p>
        <div>
          <h3 className="font-bold">{t('cancellationHeading')}</h3>
          <p className="text-sm">
            {quote.labels.freeUntil
              ? t('freeUntil', { date: quote.labels.freeUntil })
              : t(quote.cancellation.kind === 'non_refundable' ? 'nonRefundable' : 'cancellationWindowPassed')}
          </p>
        </div>
        <Link href={exchange ? `/booking/${quote.productSlug}?exchange=${encodeURIComponent(exchange.bookingId)}` : `/booking/${quote.productSlug}`} className="inline-flex min-h-11 items-center self-start font-semibold text-brand-dark underline underline-offset-4">
          {t('changeSelection')}
        </Link>
      </section>

      <aside aria-labelledby={`${id}-payment`} className="flex flex-col gap-4 self-start rounded-lg border border-black/10 p-4 sm:p-6">
        <h2 id={`${id}-payment`} className="text-xl font-extrabold">
          {t('balanceHeading')}
        </h2>
        {exchange ? null : (
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <TextField id={`${id}-coupon`} label={t('couponCode')} autoComplete="off" value={couponInput} onChange={(event) => setCouponInput(event.target.value)} />
            </div>
            <Button variant="secondary" className="min-h-11" onClick={() => void requote(couponInput.trim() || null)}>
              {t('applyCoupon')}
            </Button>
          </div>
        )}
        {couponMessage ? (
          <p role="alert" className="text-sm font-medium text-brand-dark">
            {couponMessage}
          </p>
        ) : null}
        {appliedCoupon && quote.coupon?.status === 'applied' ? (
          <p role="status" className="text-sm">
            {t('couponApplied', { code: appliedCoupon, discount: formatMoney(quote.discountCents, locale) })}{' '}
            <button type="button" className="min-h-11 underline" onClick={() => void requote(null)}>
              {t('removeCoupon')}
            </button>
          </p>
        ) : null}
        <dl className="flex flex-col gap-1 text-sm">
          {quote.discountCents > 0 ? (
            <>
              <div className="flex justify-between">
                <dt>{t('subtotal')}</dt>
                <dd>{formatMoney(quote.subtotalCents, locale)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{t('discount', { code: appliedCoupon ?? '' })}</dt>
                <dd>−{formatMoney(quote.discountCents, locale)}</dd>
              </div>
            </>
          ) : null}
          <div className="flex justify-between text-lg font-bold">
            <dt>{exchange ? t('newTotal') : t('total')}</dt>
            <dd data-testid="booking-total">{formatMoney(quote.totalCents, locale)}</dd>
          </div>
          {exchange ? (
            <>
              <div className="flex justify-between gap-4">
                <dt>{t('exchangeCredit', { reference: exchange.reference })}</dt>
                <dd className="whitespace-nowrap" data-testid="exchange-credit">−{formatMoney(exchange.creditCents, locale)}</dd>
              </div>
              <div className="flex justify-between gap-4 font-bold">
                <dt>{exchange.remainderToBalanceCents > 0 ? t('exchangeRemainder') : t('exchangeDifference')}</dt>
                <dd className="whitespace-nowrap" data-testid="exchange-difference">{formatMoney(exchange.remainderToBalanceCents > 0 ? exchange.remainderToBalanceCents : exchange.differenceCents, locale)}</dd>
              </div>
            </>
          ) : null}
        </dl>
        <p className="text-sm">{t('balance', { amount: formatMoney(quote.balanceCents, locale) })}</p>

        {short ? (
          <div className="flex flex-col gap-2 rounded-md bg-brand-light p-3" role="status">
            <p className="font-bold">{t('notEnoughBalance')}</p>
            <p>{t('payDifference', { amount: formatMoney(byCardCents, locale) })}</p>
          </div>
        ) : (
          <p className="text-sm font-semibold">
            {!exchange ? t('balanceCovers') : exchange.differenceCents > 0 ? t('exchangeBalanceCovers') : t('exchangeNothingToPay')}
          </p>
        )}

        <PaymentSection
          idPrefix={id}
          showCard={cardNeeded && continued}
          card={card}
          onCardChange={(next, field) => {
            setCard(next);
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
          terms={{
            accepted: termsAccepted,
            onChange: (accepted) => {
              setTermsAccepted(accepted);
              setErrors((current) => ({ ...current, terms: undefined }));
            },
            href: '/terms-and-conditions#booking',
            label: (terms) => t.rich('acceptTerms', { terms }),
          }}
          errors={errors}
          payLabel={
            placing
              ? t('booking')
              : short
                ? t(exchange ? 'payAndChange' : 'payAndBook', { amount: formatMoney(byCardCents, locale) })
                : t(exchange ? 'confirmChange' : 'confirmBooking')
          }
          paying={placing}
          continueStep={short && !continued ? { label: t('continue'), onContinue: continueToCard } : undefined}
        />
        {bookedReference ? (
          <div role="status" className="flex flex-col gap-1 rounded-md border border-brand bg-brand-light p-3">
            <p className="font-bold">{t('alreadyBooked')}</p>
            <Link href={`/booking/confirmation?${new URLSearchParams({ reference: bookedReference })}`} className="font-semibold underline">
              {t('seeRepeatedBooking', { reference: bookedReference })}
            </Link>
          </div>
        ) : null}
      </aside>
    </form>
  );
}
