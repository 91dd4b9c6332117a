'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizeNextActionUrl } from '@/domains/payments/lib/next-action';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useRouter } from '@/i18n/navigation';
import { ApiRequestError, requestApi } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/field-errors';
import { formatMoney } from '@/lib/money';
import { notify } from '@/stores/toast-store';
import { checkTestCard, isTestCardNeeded, type TestCard, type TestCardField } from '@/domains/payments/lib/card-rule';
import { PaymentSection, readCardFieldErrors } from '@/domains/payments/ui/payment-section';
import { readDollarAmount } from '../lib/public-group-gift';
import { contributionAnswerSchema } from '../public-schemas';
import { CONTRIBUTION_MESSAGE_MAX_LENGTH, CONTRIBUTOR_NAME_MAX_LENGTH, MIN_CONTRIBUTION_CENTS, contributionSchema, type ContributionInput } from '../schemas';

type Field = 'amount' | 'name' | 'email' | 'message' | TestCardField | 'form';
/** Message keys: of `modules.groupGifts.errors`, or of `serverErrors` for a declined card (`declines.…`). */
type ErrorKeys = Partial<Record<Field, string>>;

const fieldOfPath: Record<string, Field> = { amountCents: 'amount', name: 'name', email: 'email', message: 'message' };

function newAttemptKey(): string {
  return crypto.randomUUID();
}

/** The first message of each of the form's own fields (not the card's), from the schema's or the server's answer. */
function pickFieldErrors(fieldErrors: Record<string, string[] | undefined>): ErrorKeys {
  const errors: ErrorKeys = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = fieldOfPath[path];
    if (field && messages?.[0]) errors[field] ??= messages[0];
  }
  return errors;
}

/**
 * The contributor's form on the public page: an amount from $10, who they are, whether the others
 * see their name, a message, and the checkout's payment section. Each press of the button is one attempt
 * with its own key; a refusal (a declined card) makes the next press a new attempt.
 */
export function ContributionForm({ publicToken, recipientFirstName, testMode }: { publicToken: string; recipientFirstName: string; testMode: boolean }) {
  const t = useTranslations('modules.groupGifts.contribute.form');
  const tErrors = useTranslations('modules.groupGifts.errors');
  const tServer = useTranslations('serverErrors');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [amountText, setAmountText] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [message, setMessage] = useState('');
  const [card, setCard] = useState<TestCard>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<ErrorKeys>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const attemptKey = useRef(newAttemptKey());
  const formRef = useRef<HTMLFormElement>(null);

  const amountCents = readDollarAmount(amountText, locale);
  const cardNeeded = isTestCardNeeded(testMode, amountCents ?? MIN_CONTRIBUTION_CENTS);

  const describe = (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    if (tErrors.has(key)) return tErrors(key);
    return tServer.has(key) ? tServer(key) : tErrors('invalid');
  };
  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  function buildInput(): ContributionInput {
    return {
      idempotencyKey: attemptKey.current,
      publicToken,
      name,
      email,
      anonymous,
      message,
      amountCents: amountCents ?? 0,
      card: cardNeeded ? card : undefined,
    };
  }

  /** The server's own schema first, then the checkout's card rule; message keys by field. */
  function validate(input: ContributionInput): ErrorKeys {
    const parsed = contributionSchema.safeParse(input);
    // The card rule says more than the schema (an expired month), in the checkout's words.
    const next: ErrorKeys = {
      ...pickFieldErrors(parsed.success ? {} : fieldErrorsOf(parsed.error)),
      ...checkTestCard(card, { testMode, byCardCents: amountCents ?? MIN_CONTRIBUTION_CENTS, now: new Date() }),
    };
    if (!amountText.trim()) next.amount = 'amountRequired';
    else if (amountCents === null) next.amount = 'amountInvalid';
    return next;
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function showRefusal(error: ApiRequestError) {
    const code = typeof error.body === 'object' && error.body !== null && 'title' in error.body ? String(error.body.title) : '';
    if (code === 'group_gift_closed' || code === 'not_found') {
      // The page is read again: it now says why it takes nothing more.
      notify({ type: 'error', description: t('closedNow') });
      router.refresh();
      return;
    }
    const fieldErrors: ErrorKeys = { ...readCardFieldErrors(error.fieldErrors), ...pickFieldErrors(error.fieldErrors) };
    // Stripe's form is not on this page: a refusal of the card is the form's.
    if (!cardNeeded && fieldErrors.card) setFormError(describe(fieldErrors.card) ?? error.message);
    else if (code === 'conflict') setFormError(t('stillPaying'));
    else if (Object.values(fieldErrors).every((value) => !value)) setFormError(error.message);
    setErrors(fieldErrors);
    notify({ type: 'error', description: describe(fieldErrors.card) ?? error.message });
    focusFirstError();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = buildInput();
    const found = validate(input);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstError();
      return;
    }
    setPaying(true);
    try {
      const { data } = await requestApi(`/api/group-gifts/${encodeURIComponent(publicToken)}/contributions?locale=${locale}`, contributionAnswerSchema, {
        method: 'POST',
        body: JSON.stringify(input),
      });
      if (data.status === 'requires_action') {
        // The bank's page, in the page's language when it is the shop's own (the test gateway's).
        window.location.assign(localizeNextActionUrl(data.nextActionUrl, locale));
        return;
      }
      attemptKey.current = newAttemptKey();
      router.replace(`/group-gift/${publicToken}?thanks=${encodeURIComponent(data.contributionId)}`);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        // The answer was lost, not refused: the next press keeps the key and replays this attempt.
        setFormError(tErrors('network'));
        return;
      }
      // Any refusal ends this attempt: the next press is a new one.
      attemptKey.current = newAttemptKey();
      showRefusal(error);
    } finally {
      setPaying(false);
    }
  }

  const valid = amountCents !== null && amountCents >= MIN_CONTRIBUTION_CENTS;
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-lg border border-black/10 p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-extrabold">
        {t('heading')}
      </h2>
      <TextField
        id={`${id}-amount`}
        label={t('amount', { minimum: formatMoney(MIN_CONTRIBUTION_CENTS, locale) })}
        inputMode="decimal"
        autoComplete="off"
        required
        value={amountText}
        error={describe(errors.amount)}
        onChange={(event) => {
          setAmountText(event.target.value);
          clearError('amount');
        }}
      />
      <TextField
        id={`${id}-name`}
        label={t('name')}
        autoComplete="name"
        required
        maxLength={CONTRIBUTOR_NAME_MAX_LENGTH}
        value={name}
        error={describe(errors.name)}
        onChange={(event) => {
          setName(event.target.value);
          clearError('name');
        }}
      />
      <TextField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={describe(errors.email)}
        onChange={(event) => {
          setEmail(event.target.value);
          clearError('email');
        }}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
        <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} className="size-4 accent-brand" />
        {t('anonymous')}
      </label>
      <div>
        <TextAreaField
          id={`${id}-message`}
          label={t('message', { recipient: recipientFirstName })}
          maxLength={CONTRIBUTION_MESSAGE_MAX_LENGTH}
          value={message}
          error={describe(errors.message)}
          onChange={(event) => {
            setMessage(event.target.value);
            clearError('message');
          }}
        />
        <p className="mt-1 text-xs text-muted">{t('messageCount', { count: message.length, max: CONTRIBUTION_MESSAGE_MAX_LENGTH })}</p>
      </div>
      <p className="text-xs text-muted">{t('emailPrivacy')}</p>
      <PaymentSection
        idPrefix={id}
        showCard={cardNeeded}
        card={card}
        onCardChange={(next, field) => {
          setCard(next);
          clearError(field);
        }}
        errors={{ card: describe(errors.card), cardExpiry: describe(errors.cardExpiry), cardCvc: describe(errors.cardCvc), form: formError ?? undefined }}
        payLabel={paying ? t('paying') : valid ? t('pay', { amount: formatMoney(amountCents, locale) }) : t('payWithoutAmount')}
        paying={paying}
      />
    </form>
  );
}
