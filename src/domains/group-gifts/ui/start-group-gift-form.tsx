'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, focusOnMount } from '@/components/ui/form-alert';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { guessRecipientTimeZone } from '@/domains/orders/lib/gift-delivery';
import type { RecipientTimeZone } from '@/domains/orders/schemas';
import { GiftDeliveryFields } from '@/domains/orders/ui/gift-delivery-fields';
import { RecipientLanguageField } from '@/domains/orders/ui/recipient-language-field';
import { CardPreview, DesignPicker, useChosenDesign } from '@/domains/orders/ui/design-picker';
import type { GiftDesignOption } from '@/domains/vouchers/lib/gift-designs';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_NAME_MAX_LENGTH } from '@/domains/vouchers/lib/voucher-text-limits';
import { toAppLocale, type AppLocale } from '@/i18n/locale';
import { Link } from '@/i18n/navigation';
import { ApiRequestError, requestApi } from '@/lib/api-client';
import { addDaysToLocalDate, getLocalDate } from '@/lib/local-time';
import { subscribeToNothing } from '@/lib/subscribe-to-nothing';
import { getFirstName } from '../lib/group-gift-rules';
import { checkStartForm, parseTargetDollars, startedGroupGiftSchema, toStartFormErrors, type StartFormErrors, type StartFormField } from '../lib/start-form';
import { CONTRIBUTOR_NAME_MAX_LENGTH, GROUP_GIFT_MAX_DAYS, groupGiftOccasions, type GroupGiftOccasion } from '../schemas';
import { CopyLinkField } from './copy-link-field';

const SHOP_TIME_ZONE = 'America/Toronto';
const DEFAULT_SEND_HOUR = 9;
/** Two weeks leaves time to pass the link round; the organiser can change it. */
const DEFAULT_COLLECTING_DAYS = 14;
/** Fields whose errors are the gift form's own (`form.giftPersonalisation.errors`). */
const personalisationFields = new Set<StartFormField>(['recipientName', 'message', 'recipientEmail', 'date']);

type Draft = {
  organiserName: string;
  organiserEmail: string;
  recipientName: string;
  occasion: GroupGiftOccasion | '';
  target: string;
  deadline: string;
  message: string;
  method: 'email' | 'print';
  recipientEmail: string;
  when: 'now' | 'scheduled';
  date: string;
  hour: number;
  timeZone: RecipientTimeZone | null;
  /** The language the voucher e-mail and PDF are written in: the page's unless the organiser picks another. */
  recipientLocale: AppLocale;
};

type Started = { contributionUrl: string; managementUrl: string; managementPath: string; recipientName: string; organiserEmail: string };

const readBrowserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export type StartGroupGiftGift = { id: string; title: string; priceText: string };

/** Once started: the two links, each with Copy, and where they were e-mailed. */
function StartedGroupGift({ started }: { started: Started }) {
  const t = useTranslations('modules.groupGifts.start');
  const recipient = getFirstName(started.recipientName);
  return (
    <section aria-labelledby="group-gift-started" className="flex flex-col gap-5 rounded-lg border border-black/10 p-4 sm:p-6">
      <h2 id="group-gift-started" ref={focusOnMount} tabIndex={-1} className="text-2xl font-extrabold outline-none">
        {t('started.heading', { recipient })}
      </h2>
      <p role="status">{t('started.emailSent', { email: started.organiserEmail })}</p>
      <CopyLinkField label={t('started.shareLabel')} hint={t('started.shareHint', { recipient })} url={started.contributionUrl} copyLabel={t('copy.shareLabel')} />
      <CopyLinkField label={t('started.manageLabel')} hint={t('started.manageHint')} url={started.managementUrl} copyLabel={t('copy.manageLabel')} />
      <Link href={started.managementPath} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
        {t('started.openManage')}
      </Link>
    </section>
  );
}

/**
 * The organiser's form: who they are, who it is for and how the voucher travels (the gift form's
 * own fields and rules), the occasion, an optional target, the last day and the card design.
 * Checked here as the server checks it; the server's field errors land on the same fields.
 */
export function StartGroupGiftForm({ gift, designs, siteUrl }: { gift: StartGroupGiftGift | null; designs: readonly GiftDesignOption[]; siteUrl: string }) {
  const t = useTranslations('modules.groupGifts');
  const tStart = useTranslations('modules.groupGifts.start');
  const tGift = useTranslations('form.giftPersonalisation');
  const locale = useLocale();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const attemptKey = useRef(crypto.randomUUID());
  const today = getLocalDate(SHOP_TIME_ZONE, new Date());
  const [draft, setDraft] = useState<Draft>({
    organiserName: '',
    organiserEmail: '',
    recipientName: '',
    occasion: '',
    target: '',
    deadline: addDaysToLocalDate(today, DEFAULT_COLLECTING_DAYS),
    message: '',
    method: 'email',
    recipientEmail: '',
    when: 'now',
    date: '',
    hour: DEFAULT_SEND_HOUR,
    timeZone: null,
    recipientLocale: toAppLocale(locale),
  });
  const [errors, setErrors] = useState<StartFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [started, setStarted] = useState<Started | null>(null);
  const [designId, setDesignId] = useState<string | null>(null);
  const design = useChosenDesign(designs, designId);
  const browserTimeZone = useSyncExternalStore(subscribeToNothing, readBrowserTimeZone, () => undefined);
  const timeZone = draft.timeZone ?? guessRecipientTimeZone(browserTimeZone);

  const update = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }));
  const fieldId = (field: StartFormField) => `${id}-${field}`;
  const errorText = (field: StartFormField): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    const [first, second] = personalisationFields.has(field) ? [tGift, tStart] : [tStart, tGift];
    if (first.has(`errors.${key}`)) return first(`errors.${key}`);
    if (second.has(`errors.${key}`)) return second(`errors.${key}`);
    return tStart('errors.invalid');
  };

  function showErrors(next: StartFormErrors) {
    setErrors(next);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function toInput() {
    const delivery =
      draft.method === 'print'
        ? { method: 'print' }
        : {
            method: 'email',
            recipientEmail: draft.recipientEmail,
            schedule: draft.when === 'now' ? { when: 'now' } : { when: 'scheduled', date: draft.date, hour: draft.hour, timeZone },
          };
    return {
      idempotencyKey: attemptKey.current,
      ...(gift ? { productId: gift.id } : {}),
      organiserName: draft.organiserName,
      organiserEmail: draft.organiserEmail,
      personalisation: { recipientName: draft.recipientName, message: draft.message, delivery },
      recipientLocale: draft.recipientLocale,
      occasion: draft.occasion,
      targetCents: parseTargetDollars(draft.target, locale),
      deadline: draft.deadline,
      designId: design?.id ?? null,
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = checkStartForm(toInput(), new Date());
    if (!checked.success) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const answer = await requestApi(`/api/group-gifts?locale=${encodeURIComponent(locale)}`, startedGroupGiftSchema, {
        method: 'POST',
        body: JSON.stringify(checked.data),
      });
      setStarted({
        contributionUrl: `${siteUrl}${answer.contributionPath}`,
        managementUrl: `${siteUrl}${answer.managementPath}`,
        managementPath: answer.managementPath,
        recipientName: checked.data.personalisation.recipientName,
        organiserEmail: checked.data.organiserEmail,
      });
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? toStartFormErrors(error.fieldErrors) : {};
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else setFormError(error instanceof ApiRequestError ? error.message : tStart('failed'));
    } finally {
      setPending(false);
    }
  }

  if (started) return <StartedGroupGift started={started} />;

  return (
    <form ref={formRef} method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={tStart('heading')} className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-gift`} className="rounded-lg border border-black/10 bg-brand-light p-4">
        <h2 id={`${id}-gift`} className="font-bold">
          {gift ? tStart('forGift') : tStart('forAmount')}
        </h2>
        <p className="text-sm">{gift ? tStart('forGiftText', { title: gift.title, price: gift.priceText }) : tStart('forAmountText')}</p>
        {gift ? (
          <Link href="/group-gift/start" className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline underline-offset-4">
            {tStart('chooseAmountInstead')}
          </Link>
        ) : null}
        {errorText('productId') ? (
          <p id={fieldId('productId')} className="text-sm font-medium text-brand-dark">
            {errorText('productId')}
          </p>
        ) : null}
      </section>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold">{tStart('organiser')}</legend>
        <TextField
          id={fieldId('organiserName')}
          label={tStart('organiserName')}
          autoComplete="name"
          maxLength={CONTRIBUTOR_NAME_MAX_LENGTH}
          value={draft.organiserName}
          onChange={(event) => update('organiserName', event.target.value)}
          error={errorText('organiserName')}
        />
        <div className="flex flex-col gap-1">
          <TextField
            id={fieldId('organiserEmail')}
            type="email"
            label={tStart('organiserEmail')}
            autoComplete="email"
            value={draft.organiserEmail}
            onChange={(event) => update('organiserEmail', event.target.value)}
            error={errorText('organiserEmail')}
          />
          <p className="text-sm text-muted">{tStart('organiserEmailHint')}</p>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold">{tStart('recipient')}</legend>
        <TextField
          id={fieldId('recipientName')}
          label={tGift('recipientName')}
          autoComplete="off"
          maxLength={GIFT_RECIPIENT_NAME_MAX_LENGTH}
          value={draft.recipientName}
          onChange={(event) => update('recipientName', event.target.value)}
          error={errorText('recipientName')}
        />
        <SelectField
          id={fieldId('occasion')}
          label={tStart('occasion')}
          value={draft.occasion}
          onChange={(event) => update('occasion', groupGiftOccasions.find((occasion) => occasion === event.target.value) ?? '')}
          error={errorText('occasion')}
        >
          <option value="">{tStart('chooseOccasion')}</option>
          {groupGiftOccasions.map((occasion) => (
            <option key={occasion} value={occasion}>
              {t(`occasions.${occasion}`)}
            </option>
          ))}
        </SelectField>
        <GiftDeliveryFields
          idPrefix={id}
          draft={draft}
          timeZone={timeZone}
          locale={locale}
          recipientEmailError={errorText('recipientEmail')}
          dateError={errorText('date')}
          whenLabel={(when) => tStart(`whenOptions.${when}`)}
          onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        />
        <RecipientLanguageField id={`${id}-recipientLocale`} value={draft.recipientLocale} onChange={(recipientLocale) => update('recipientLocale', recipientLocale)} />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold">{tStart('collecting')}</legend>
        <div className="flex flex-col gap-1">
          <TextField
            id={fieldId('targetCents')}
            type="number"
            inputMode="numeric"
            min={10}
            max={5000}
            step={1}
            label={tStart('target')}
            value={draft.target}
            onChange={(event) => update('target', event.target.value)}
            error={errorText('targetCents')}
          />
          <p className="text-sm text-muted">{tStart('targetHint')}</p>
        </div>
        <div className="flex flex-col gap-1">
          <TextField
            id={fieldId('deadline')}
            type="date"
            label={tStart('deadline')}
            min={today}
            max={addDaysToLocalDate(today, GROUP_GIFT_MAX_DAYS)}
            value={draft.deadline}
            onChange={(event) => update('deadline', event.target.value)}
            error={errorText('deadline')}
          />
          <p className="text-sm text-muted">{tStart('deadlineHint')}</p>
        </div>
      </fieldset>

      <div>
        <TextAreaField
          id={fieldId('message')}
          label={tStart('message')}
          rows={3}
          maxLength={GIFT_MESSAGE_MAX_LENGTH}
          value={draft.message}
          onChange={(event) => update('message', event.target.value)}
          error={errorText('message')}
        />
        <p className="mt-1 text-right text-xs text-muted" aria-live="polite">
          {tGift('messageCount', { count: draft.message.length, max: GIFT_MESSAGE_MAX_LENGTH })}
        </p>
      </div>

      <DesignPicker name={`${id}-design`} designs={designs} selectedId={design?.id ?? null} onSelect={setDesignId} />
      {errorText('designId') ? <p className="text-sm font-medium text-brand-dark">{errorText('designId')}</p> : null}
      <CardPreview design={design} recipientName={draft.recipientName} message={draft.message} />

      {formError ? <FormAlert key={formError} message={formError} /> : null}
      <Button type="submit" loading={pending} className="min-h-12 rounded-full">
        {tStart('submit')}
      </Button>
    </form>
  );
}
