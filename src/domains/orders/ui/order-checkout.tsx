'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { usePersistHydrated } from '@/stores/use-persist-hydrated';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { TextField } from '@/components/ui/form-field';
import { StaffText } from '@/components/ui/staff-text';
import { toAppLocale } from '@/i18n/locale';
import { Link, useRouter } from '@/i18n/navigation';
import type { ActionFailure } from '@/lib/action-result';
import { formatMoney } from '@/lib/money';
import { useCartStore } from '@/stores/cart-store';
import { useGiftOccasionStore } from '@/stores/gift-occasion-store';
import { openDialog } from '@/stores/dialog-store';
import { notify } from '@/stores/toast-store';
import { checkTestCard, isTestCardNeeded } from '@/domains/payments/lib/card-rule';
import { localizeNextActionUrl } from '@/domains/payments/lib/next-action';
import { describeCardRefusals, PaymentSection, readCardFieldErrors, type PaymentErrors } from '@/domains/payments/ui/payment-section';
import { resolveChosenDesign, type GiftDesignOption } from '@/domains/vouchers/lib/gift-designs';
import { placeOrderAction, quoteOrderAction } from '../actions';
import { getCartLineKey, getCartLineTitle } from '../lib/cart-rules';
import { checkDeliverySchedule, guessRecipientTimeZone } from '../lib/gift-delivery';
import type { CartItem, OrderQuote } from '../schemas';
import { OrderLineFields, toOrderLineDraft, toPersonalisation, type OrderLineDraft, type OrderLineField } from './order-line-fields';

type LineErrors = Partial<Record<OrderLineField, string>>;
type FormErrors = Omit<PaymentErrors, 'form'> & { lines: LineErrors[]; buyerName?: string; buyerEmail?: string };

const TRY_ANOTHER = 'try-another';
const ACCEPT_ANYWAY = 'accept-anyway';

function subscribeToNothing(): () => void {
  return () => undefined;
}

function newAttemptKey(): string {
  return crypto.randomUUID();
}

/** The field a server-side error path names, e.g. `lines.0.personalisation.recipientName`. */
function readServerErrors(failure: ActionFailure, lineCount: number): FormErrors {
  const errors: FormErrors = { lines: Array.from({ length: lineCount }, () => ({})), ...readCardFieldErrors(failure.fieldErrors) };
  for (const [path, messages] of Object.entries(failure.fieldErrors)) {
    const message = messages[0];
    const lineMatch = /^lines\.(\d+)\.personalisation\.(recipientName|message|delivery\.recipientEmail|delivery\.schedule\.\w+)/.exec(path);
    if (lineMatch) {
      const line = errors.lines[Number(lineMatch[1])];
      const field = lineMatch[2] ?? '';
      const key: OrderLineField = field.endsWith('recipientEmail') ? 'recipientEmail' : field.startsWith('delivery.schedule') ? 'date' : (field as OrderLineField);
      if (line) line[key] = message;
    } else if (path === 'buyerName' || path === 'buyerEmail') errors[path] = message;
    else if (path === 'acceptTerms') errors.terms = message;
  }
  return errors;
}

/**
 * The form's outline until the browser's cart is read: blocks where the gifts and the summary go,
 * no text, so the page's heading and lead (painted with the document) stay its largest content.
 */
function OrderCheckoutPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="h-64 rounded-lg bg-black/5 motion-safe:animate-pulse" />
      <div aria-hidden="true" className="h-80 rounded-lg bg-black/5 motion-safe:animate-pulse" />
    </div>
  );
}

/**
 * /order: the cart's gifts with today's prices from the server, who each is for and how it
 * travels, the buyer, a coupon, the terms and the card. Totals shown are the server's; the Pay
 * button sends the shown total, and the server refuses to charge any other.
 */
export function OrderCheckout({ testMode, designs }: { testMode: boolean; designs: readonly GiftDesignOption[] }) {
  const t = useTranslations('modules.order');
  const tErrors = useTranslations('modules.order.errors');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const hydrated = usePersistHydrated(useCartStore.persist);
  const items = useCartStore((state) => state.items);
  const occasionSlug = useGiftOccasionStore((state) => state.occasionSlug);
  const browserTimeZone = useSyncExternalStore(
    subscribeToNothing,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => undefined,
  );
  const [drafts, setDrafts] = useState<Record<string, OrderLineDraft>>({});
  const [quote, setQuote] = useState<OrderQuote | null>(null);
  const [couponInput, setCouponInput] = useState('');
  const [appliedCoupon, setAppliedCoupon] = useState<string | null>(null);
  const [buyerName, setBuyerName] = useState('');
  const [buyerEmail, setBuyerEmail] = useState('');
  const [notifyOnActivation, setNotifyOnActivation] = useState(false);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<FormErrors>({ lines: [] });
  const [paying, setPaying] = useState(false);
  const attemptKey = useRef(newAttemptKey());
  const couponRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const productIds = items.map((item) => item.id);
  const productKey = productIds.join(',');

  // A field's error goes as soon as the buyer changes that field; the next Pay checks everything again.
  const clearError = (field: Exclude<keyof FormErrors, 'lines'>) => setErrors((current) => ({ ...current, [field]: undefined }));
  const clearLineErrors = (index: number) =>
    setErrors((current) => ({ ...current, lines: current.lines.map((lineErrors, lineIndex) => (lineIndex === index ? {} : lineErrors)) }));

  const draftOf = (item: CartItem): OrderLineDraft =>
    drafts[getCartLineKey(item)] ?? toOrderLineDraft(item.personalisation, guessRecipientTimeZone(browserTimeZone), toAppLocale(locale), item.designId ?? null);

  const requestQuote = useCallback(
    async (couponCode: string | null) => {
      const result = await quoteOrderAction({ productIds: productKey ? productKey.split(',') : [], couponCode: couponCode ?? undefined, buyerEmail });
      if (!result.ok) {
        notify({ type: 'error', description: result.message });
        return null;
      }
      setQuote(result.data);
      return result.data;
    },
    [productKey, buyerEmail],
  );

  // Today's prices whenever the cart's gifts change; a coupon is checked by its own button.
  useEffect(() => {
    if (!hydrated || !productKey) return;
    let current = true;
    void quoteOrderAction({ productIds: productKey.split(',') }).then((result) => {
      if (current && result.ok) setQuote(result.data);
    });
    return () => {
      current = false;
    };
  }, [hydrated, productKey]);

  /** SPEC §8's modal. "Accept order anyway" drops the coupon and answers the new quote to pay. */
  async function showWrongCoupon(refusal: string, minimumCents?: number): Promise<OrderQuote | null> {
    // The dialog gives focus back to what had it when it opened: the coupon field, ready for another.
    couponRef.current?.focus();
    couponRef.current?.select();
    const answer = await openDialog('error', {
      title: t('wrongCoupon.title'),
      content: refusal === 'minimum_not_met' && minimumCents ? t('wrongCoupon.minimum', { minimum: formatMoney(minimumCents, locale) }) : t('wrongCoupon.content'),
      buttons: [
        { label: t('wrongCoupon.tryAnother'), value: TRY_ANOTHER, variant: 'secondary' },
        { label: t('wrongCoupon.accept'), value: ACCEPT_ANYWAY, variant: 'primary' },
      ],
    });
    if (answer !== ACCEPT_ANYWAY) return null;
    setAppliedCoupon(null);
    setCouponInput('');
    return requestQuote(null);
  }

  async function applyCoupon() {
    const code = couponInput.trim();
    if (!code) return;
    const result = await requestQuote(code);
    if (!result?.coupon) return;
    if (result.coupon.status === 'applied') {
      setAppliedCoupon(result.coupon.code);
      return;
    }
    await showWrongCoupon(result.coupon.refusal, result.coupon.minimumOrderCents);
  }

  function validate(): FormErrors {
    const next: FormErrors = { lines: [] };
    const now = new Date();
    for (const item of items) {
      const draft = draftOf(item);
      const lineErrors: LineErrors = {};
      if (!draft.recipientName.trim()) lineErrors.recipientName = tErrors('recipientNameRequired');
      if (draft.method === 'email') {
        if (!draft.recipientEmail.trim()) lineErrors.recipientEmail = tErrors('emailRequired');
        else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.recipientEmail.trim())) lineErrors.recipientEmail = tErrors('emailInvalid');
        const scheduleError = checkDeliverySchedule(toPersonalisation(draft).delivery, now);
        if (scheduleError) lineErrors.date = tErrors(scheduleError);
      }
      next.lines.push(lineErrors);
    }
    if (!buyerName.trim()) next.buyerName = tErrors('buyerNameRequired');
    if (!buyerEmail.trim()) next.buyerEmail = tErrors('emailRequired');
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(buyerEmail.trim())) next.buyerEmail = tErrors('emailInvalid');
    if (!acceptTerms) next.terms = tErrors('termsRequired');
    return { ...next, ...describeCardRefusals(checkTestCard(card, { testMode, byCardCents: quote?.totals.totalCents ?? 0, now }), tErrors) };
  }

  function hasErrors(formErrors: FormErrors): boolean {
    const { lines, ...rest } = formErrors;
    return lines.some((line) => Object.keys(line).length > 0) || Object.values(rest).some(Boolean);
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function pay(couponCode: string | null, currentQuote: OrderQuote | null = quote) {
    if (!currentQuote) return;
    setPaying(true);
    try {
      const result = await placeOrderAction({
        idempotencyKey: attemptKey.current,
        lines: items.map((item, index) => ({
          productId: item.id,
          shownPriceCents: currentQuote.lines[index]?.priceCents ?? item.price,
          personalisation: toPersonalisation(draftOf(item)),
          recipientLocale: draftOf(item).recipientLocale,
          designId: resolveChosenDesign(designs, draftOf(item).designId, occasionSlug)?.id ?? null,
        })),
        buyerName: buyerName.trim(),
        buyerEmail: buyerEmail.trim(),
        couponCode: couponCode ?? undefined,
        acceptTerms,
        notifyOnActivation,
        shownTotalCents: currentQuote.totals.totalCents,
        card: isTestCardNeeded(testMode, currentQuote.totals.totalCents) ? card : undefined,
      });
      if (result.ok) {
        if (result.data.status === 'requires_action') {
          window.location.assign(localizeNextActionUrl(result.data.nextActionUrl, locale));
          return;
        }
        useCartStore.getState().clear();
        router.push(result.data.successPath);
        return;
      }
      // Any refusal ends this attempt: the next press is a new one.
      attemptKey.current = newAttemptKey();
      if (result.code === 'coupon_refused') {
        // The coupon stopped applying since it was applied (the cart or the coupon changed): the quote says why.
        const requote = couponCode ? await requestQuote(couponCode) : null;
        const refused = requote?.coupon?.status === 'refused' ? requote.coupon : null;
        const refusal = refused?.refusal ?? result.fieldErrors.couponCode?.[0] ?? 'unknown';
        const withoutCoupon = await showWrongCoupon(refusal, refused?.minimumOrderCents);
        if (withoutCoupon) await pay(null, withoutCoupon);
        return;
      }
      if (result.code === 'cart_changed') await requestQuote(couponCode);
      // Staff took a design off meanwhile: the page's list is read again, and its lines fall back to the default.
      if (result.code === 'design_unavailable') router.refresh();
      setErrors(readServerErrors(result, items.length));
      notify({ type: 'error', description: result.code === 'payment_declined' ? (result.fieldErrors.card?.[0] ?? result.message) : result.message });
      focusFirstError();
    } finally {
      setPaying(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formErrors = validate();
    setErrors(formErrors);
    if (hasErrors(formErrors)) {
      focusFirstError();
      return;
    }
    await pay(appliedCoupon);
  }

  if (!hydrated) return <OrderCheckoutPlaceholder label={t('loading')} />;
  if (items.length === 0) {
    return (
      <div className="space-y-4">
        <p>{t('empty')}</p>
        <Link href="/gift" className={getButtonClassName('primary', 'md')}>
          {t('browseGifts')}
        </Link>
      </div>
    );
  }

  const blocked = !quote || quote.lines.some((line) => !line.available);
  const totals = quote?.totals;

  return (
    <form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-8">
        <section aria-labelledby={`${id}-gifts`} className="flex flex-col gap-4">
          <h2 id={`${id}-gifts`} className="text-xl font-extrabold">
            {t('giftsHeading')}
          </h2>
          <ul aria-label={t('giftsLabel')} className="flex flex-col gap-4">
            {items.map((item, index) => {
              const lineKey = getCartLineKey(item);
              // By product, not position: right after a removal the quote still lists the old cart.
              const quoted = quote?.lines.find((line) => line.productId === item.id);
              // The server's title is in the page's language; until it answers, the cart's title in it, if it holds one.
              const kept = getCartLineTitle(item, locale);
              const title = quoted?.title ?? kept.title;
              return (
                <li key={lineKey} className="rounded-lg border border-black/10 p-4">
                  <div className="mb-4 flex items-start gap-3">
                    <div className="relative size-16 shrink-0 overflow-hidden rounded-md bg-brand-light">
                      {item.image ? <Image src={item.image.uri} alt="" fill sizes="64px" className="object-cover" /> : null}
                    </div>
                    <div className="min-w-0 flex-1">
                      <StaffText as="h3" untranslated={quoted?.titleUntranslated ?? kept.untranslated} className="font-semibold leading-snug">
                        {title}
                      </StaffText>
                      <p className="font-semibold text-brand">{formatMoney(quoted?.priceCents ?? item.price, locale)}</p>
                      {quoted && !quoted.available ? (
                        <p role="alert" className="text-sm font-medium text-brand-dark">
                          {t('unavailable')}
                        </p>
                      ) : null}
                      {quoted?.available && quoted.priceCents !== item.price ? (
                        <p className="text-sm text-brand-dark">{t('repriced', { from: formatMoney(item.price, locale), to: formatMoney(quoted.priceCents ?? 0, locale) })}</p>
                      ) : null}
                    </div>
                    <Button variant="ghost" size="sm" onClick={() => useCartStore.getState().removeItem(lineKey)} aria-label={t('remove', { title })}>
                      ×
                    </Button>
                  </div>
                  <fieldset aria-label={t('details', { title })}>
                    <OrderLineFields
                      idPrefix={`${id}-line-${index}`}
                      draft={draftOf(item)}
                      errors={errors.lines[index] ?? {}}
                      locale={locale}
                      designs={designs}
                      onChange={(draft) => {
                        setDrafts((current) => ({ ...current, [lineKey]: draft }));
                        clearLineErrors(index);
                      }}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby={`${id}-buyer`} className="grid gap-3 sm:grid-cols-2">
          <h2 id={`${id}-buyer`} className="text-xl font-extrabold sm:col-span-2">
            {t('buyerHeading')}
          </h2>
          <TextField
            id={`${id}-buyerName`}
            label={t('buyerName')}
            autoComplete="name"
            required
            value={buyerName}
            error={errors.buyerName}
            onChange={(event) => {
              setBuyerName(event.target.value);
              clearError('buyerName');
            }}
          />
          <TextField
            id={`${id}-buyerEmail`}
            label={t('buyerEmail')}
            type="email"
            autoComplete="email"
            required
            value={buyerEmail}
            error={errors.buyerEmail}
            onChange={(event) => {
              setBuyerEmail(event.target.value);
              clearError('buyerEmail');
            }}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              checked={notifyOnActivation}
              onChange={(event) => setNotifyOnActivation(event.target.checked)}
              className="size-4 accent-brand"
            />
            {t('notifyOnActivation')}
          </label>
        </section>
      </div>

      <aside aria-labelledby={`${id}-summary`} className="flex flex-col gap-4 self-start rounded-lg border border-black/10 p-4 lg:sticky lg:top-4">
        <h2 id={`${id}-summary`} className="text-xl font-extrabold">
          {t('summaryHeading')}
        </h2>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              ref={couponRef}
              id={`${id}-coupon`}
              label={t('couponCode')}
              autoComplete="off"
              value={couponInput}
              onChange={(event) => setCouponInput(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void applyCoupon();
                }
              }}
            />
          </div>
          <Button variant="secondary" onClick={() => void applyCoupon()}>
            {t('applyCoupon')}
          </Button>
        </div>
        {appliedCoupon && quote?.coupon?.status === 'applied' ? (
          <p className="text-sm text-ink" role="status">
            {t('couponApplied', { code: appliedCoupon, discount: formatMoney(quote.coupon.discountCents, locale) })}{' '}
            <button
              type="button"
              className="underline"
              onClick={() => {
                setAppliedCoupon(null);
                setCouponInput('');
                void requestQuote(null);
              }}
            >
              {t('removeCoupon')}
            </button>
          </p>
        ) : null}
        <dl className="flex flex-col gap-1 text-sm">
          <div className="flex justify-between">
            <dt>{t('subtotal')}</dt>
            <dd>{totals ? formatMoney(totals.subtotalCents, locale) : '…'}</dd>
          </div>
          {totals && totals.discountCents > 0 ? (
            <div className="flex justify-between">
              <dt>{t('discount', { code: appliedCoupon ?? '' })}</dt>
              <dd>−{formatMoney(totals.discountCents, locale)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between text-lg font-bold">
            <dt>{t('total')}</dt>
            <dd>{totals ? formatMoney(totals.totalCents, locale) : '…'}</dd>
          </div>
        </dl>
        <p className="-mt-3 text-xs text-muted">{t('taxIncluded')}</p>

        <PaymentSection
          idPrefix={id}
          showCard={isTestCardNeeded(testMode, totals?.totalCents ?? 0)}
          card={card}
          onCardChange={(next, field) => {
            setCard(next);
            clearError(field);
          }}
          terms={{
            accepted: acceptTerms,
            onChange: (accepted) => {
              setAcceptTerms(accepted);
              clearError('terms');
            },
            href: '/terms-and-conditions',
            label: (terms) => t.rich('acceptTerms', { terms }),
          }}
          errors={errors}
          payLabel={paying ? t('paying') : t('pay', { total: totals ? formatMoney(totals.totalCents, locale) : '' })}
          paying={paying}
          payDisabled={blocked}
        />
        <p className="text-xs text-muted">{t('neverExpires')}</p>
      </aside>
    </form>
  );
}
