'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import type { GiftDesignOption } from '@/domains/vouchers/lib/gift-designs';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_NAME_MAX_LENGTH } from '@/domains/vouchers/lib/voucher-text-limits';
import { formatMoney } from '@/lib/money';
import {
  checkGiftPersonalisation,
  guessRecipientTimeZone,
  type GiftPersonalisationErrors,
  type GiftPersonalisationField,
} from '../lib/gift-delivery';
import type { GiftDelivery, RecipientTimeZone } from '../schemas';
import { toCartItem, type AddToCartItem } from './add-to-cart-button';
import { GiftDeliveryFields } from './gift-delivery-fields';
import { DesignPicker, useChosenDesign } from './design-picker';
import { useDescribeGiftDelivery } from './gift-delivery-summary';
import { useCartActions } from './use-cart-actions';
import { subscribeToNothing } from '@/lib/subscribe-to-nothing';

const DEFAULT_SEND_HOUR = 9;
/** Focus goes to the first field that needs attention, in the order the form shows them. */
const FIELD_ORDER: readonly GiftPersonalisationField[] = ['recipientName', 'message', 'recipientEmail', 'date'];

type Draft = {
  recipientName: string;
  message: string;
  method: GiftDelivery['method'];
  recipientEmail: string;
  when: 'now' | 'scheduled';
  date: string;
  hour: number;
  /** Null until the buyer picks one. */
  timeZone: RecipientTimeZone | null;
};

function isUntouched(draft: Draft): boolean {
  return (
    draft.method === 'email' && draft.when === 'now' && [draft.recipientName, draft.message, draft.recipientEmail].every((text) => text.trim() === '')
  );
}

const readBrowserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function toPersonalisationInput(draft: Draft, timeZone: RecipientTimeZone) {
  const delivery =
    draft.method === 'print'
      ? { method: 'print' }
      : {
          method: 'email',
          recipientEmail: draft.recipientEmail,
          schedule:
            draft.when === 'now'
              ? { when: 'now' }
              : { when: 'scheduled', date: draft.date, hour: draft.hour, timeZone },
        };
  return { recipientName: draft.recipientName, message: draft.message, delivery };
}

/** What the preview shows while the buyer types: the draft as it will read, before any check. */
function toPreviewDelivery(draft: Draft, timeZone: RecipientTimeZone): GiftDelivery {
  if (draft.method === 'print') return { method: 'print' };
  return {
    method: 'email',
    recipientEmail: draft.recipientEmail.trim(),
    schedule:
      draft.when === 'scheduled' && draft.date
        ? { when: 'scheduled', date: draft.date, hour: draft.hour, timeZone }
        : { when: 'now' },
  };
}

function VoucherPreview({
  draft,
  timeZone,
  gift,
  coverage,
  design,
}: {
  draft: Draft;
  timeZone: RecipientTimeZone;
  gift: AddToCartItem;
  coverage: string | null;
  design: GiftDesignOption | null;
}) {
  const locale = useLocale();
  const t = useTranslations('form.giftPersonalisation');
  const describeDelivery = useDescribeGiftDelivery();
  const recipientName = draft.recipientName.trim();
  const message = draft.message.trim();
  return (
    <section aria-labelledby="voucher-preview-heading" className="rounded-xl border border-black/10 bg-brand-light p-1">
      <h3 id="voucher-preview-heading" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
        {t('preview.heading')}
      </h3>
      <div data-testid="voucher-preview" className="space-y-2 overflow-hidden rounded-lg border-2 border-dashed border-brand/40 bg-white p-4">
        {design ? (
          <figure className="-mx-4 -mt-4 mb-3">
            <span className="relative block aspect-[3/1]">
              <Image src={design.imageUrl} alt="" fill sizes="(min-width: 1024px) 24rem, 100vw" className="object-cover" />
            </span>
            <figcaption className="px-4 pt-1 text-xs text-muted">{t('preview.designName', { name: design.name })}</figcaption>
          </figure>
        ) : null}
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-dark">
          <Icon name="gift" size={16} />
          {t('preview.certificate')}
        </p>
        <p className="text-lg font-extrabold leading-snug">
          {recipientName ? t('preview.forName', { name: recipientName }) : t('preview.forSomeone')}
        </p>
        <p className="font-semibold">
          {gift.title} · {formatMoney(gift.priceCents, locale)}
        </p>
        {coverage && <p className="text-sm">{coverage}</p>}
        <blockquote className="whitespace-pre-line border-l-4 border-brand/30 pl-3 text-sm italic text-ink">
          {message || <span className="text-muted">{t('preview.noMessage')}</span>}
        </blockquote>
        <p className="text-xs text-muted">{t('preview.certificateNumber')}</p>
        <p className="text-xs text-muted">{describeDelivery(toPreviewDelivery(draft, timeZone))}</p>
      </div>
    </section>
  );
}

/**
 * The gift page's buy box: who the voucher is for, the message printed on it and how it travels,
 * with a live preview; "Add to cart" puts the gift in the cart with these details, which /order
 * shows again before payment.
 */
export function GiftPersonalisationForm({
  gift,
  coverage,
  designs,
  loveListButton,
}: {
  gift: AddToCartItem;
  /** What a box gift covers, already in words; null for a plain gift card. */
  coverage: string | null;
  /** The card designs on offer, in the page's language. */
  designs: readonly GiftDesignOption[];
  loveListButton: ReactNode;
}) {
  const t = useTranslations('form.giftPersonalisation');
  const tCart = useTranslations('modules.cart');
  const locale = useLocale();
  const { addToCart } = useCartActions();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>({
    recipientName: '',
    message: '',
    method: 'email',
    recipientEmail: '',
    when: 'now',
    date: '',
    hour: DEFAULT_SEND_HOUR,
    timeZone: null,
  });
  const [errors, setErrors] = useState<GiftPersonalisationErrors>({});
  // Null until the buyer picks one: the Gift Finder's occasion chooses meanwhile.
  const [designId, setDesignId] = useState<string | null>(null);
  const design = useChosenDesign(designs, designId);
  const designChoice = design ? { designId: design.id } : {};
  const browserTimeZone = useSyncExternalStore(subscribeToNothing, readBrowserTimeZone, () => undefined);
  // Until the buyer picks one, the recipient is taken to share the buyer's zone.
  const timeZone = draft.timeZone ?? guessRecipientTimeZone(browserTimeZone);

  const update = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }));
  const errorText = (field: GiftPersonalisationField) => {
    const key = errors[field];
    return key ? t(`errors.${key}`) : undefined;
  };
  const fieldId = (field: GiftPersonalisationField) => `${id}-${field}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isUntouched(draft)) {
      // Nothing chosen yet: the details are asked for on /order, before payment.
      setErrors({});
      addToCart({ ...toCartItem(gift, locale), ...designChoice });
      return;
    }
    const checked = checkGiftPersonalisation(toPersonalisationInput(draft, timeZone), new Date());
    if (!checked.success) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((field) => checked.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    setErrors({});
    addToCart({ ...toCartItem(gift, locale), personalisation: checked.data, ...designChoice });
  }

  return (
    <form method="post" ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-extrabold">
        {t('heading')}
      </h2>
      <TextField
        id={fieldId('recipientName')}
        label={t('recipientName')}
        autoComplete="off"
        required
        maxLength={GIFT_RECIPIENT_NAME_MAX_LENGTH}
        value={draft.recipientName}
        onChange={(event) => update('recipientName', event.target.value)}
        error={errorText('recipientName')}
      />
      <div>
        <TextAreaField
          id={fieldId('message')}
          label={t('message')}
          rows={3}
          maxLength={GIFT_MESSAGE_MAX_LENGTH}
          value={draft.message}
          onChange={(event) => update('message', event.target.value)}
          error={errorText('message')}
        />
        <p className="mt-1 text-right text-xs text-muted" aria-live="polite">
          {t('messageCount', { count: draft.message.length, max: GIFT_MESSAGE_MAX_LENGTH })}
        </p>
      </div>

      <GiftDeliveryFields
        idPrefix={id}
        draft={draft}
        timeZone={timeZone}
        locale={locale}
        recipientEmailError={errorText('recipientEmail')}
        dateError={errorText('date')}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      />

      <DesignPicker name={`${id}-design`} designs={designs} selectedId={design?.id ?? null} onSelect={setDesignId} />

      <VoucherPreview draft={draft} timeZone={timeZone} gift={gift} coverage={coverage} design={design} />

      <div className="flex items-center gap-3">
        <Button type="submit" aria-label={tCart('addNamed', { title: gift.title })} className="min-h-12 flex-1 rounded-full">
          <Icon name="cart" size={20} />
          {tCart('add')}
        </Button>
        {loveListButton}
      </div>
    </form>
  );
}
