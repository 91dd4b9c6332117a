'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TermsCheckbox } from '@/components/ui/terms-checkbox';
import { Link } from '@/i18n/navigation';
import type { TestCard, TestCardField, TestCardRefusal, TestCardRefusals } from '../lib/card-rule';
import { TestCardFields, type TestCardErrors } from './test-card-fields';

export type PaymentErrors = TestCardErrors & { terms?: string; form?: string };

/** The card rule's refusals in the checkout's own words (each checkout has its messages). */
export function describeCardRefusals(refusals: TestCardRefusals, describe: (refusal: TestCardRefusal) => string): TestCardErrors {
  const { card, cardExpiry, cardCvc } = refusals;
  return { card: card && describe(card), cardExpiry: cardExpiry && describe(cardExpiry), cardCvc: cardCvc && describe(cardCvc) };
}

/** The server's refusals of the card, by the fields the section shows (`card` when the whole card is missing). */
export function readCardFieldErrors(fieldErrors: Record<string, string[] | undefined>): TestCardErrors {
  return { card: fieldErrors.card?.[0] ?? fieldErrors['card.cardNumber']?.[0], cardExpiry: fieldErrors['card.expiry']?.[0], cardCvc: fieldErrors['card.cvc']?.[0] };
}

/**
 * The end of both checkouts (/order, /booking/checkout): the test gateway's card when the card
 * rule asks for it, the terms, the form's error and the button that pays. Rendered without a
 * wrapper, so it lays out as part of the checkout's own column.
 */
export function PaymentSection({
  idPrefix,
  showCard,
  card,
  onCardChange,
  termsAccepted,
  onTermsChange,
  termsHref,
  termsLabel,
  errors,
  payLabel,
  paying,
  payDisabled,
  continueStep,
}: {
  /** Unique on the page; the card fields' ids (`…-cardNumber`) and the terms error's hang off it. */
  idPrefix: string;
  /** Whether the card fields show: the card rule needs a card and the checkout has come to it. */
  showCard: boolean;
  card: TestCard;
  /** The card as typed, and the field whose error the change clears. */
  onCardChange: (card: TestCard, field: TestCardField) => void;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  /** Where the terms link goes: the whole terms for gifts, their booking part for bookings. */
  termsHref: string;
  /** The terms sentence, its link made from the given tag. */
  termsLabel: (link: (chunks: ReactNode) => ReactNode) => ReactNode;
  errors: PaymentErrors;
  payLabel: string;
  paying: boolean;
  payDisabled?: boolean;
  /**
   * A step before paying (booking's Continue, SPEC §8): its button stands in for Pay and brings the
   * card number into focus. `onContinue` answers false when the step must stay (the terms first).
   */
  continueStep?: { label: string; onContinue: () => boolean };
}) {
  const termsLink = (chunks: ReactNode) => (
    <Link href={termsHref} target="_blank" className="underline">
      {chunks}
    </Link>
  );
  return (
    <>
      {showCard ? <TestCardFields idPrefix={idPrefix} card={card} errors={errors} onChange={onCardChange} /> : null}

      <TermsCheckbox id={idPrefix} checked={termsAccepted} onChange={onTermsChange} label={termsLabel(termsLink)} error={errors.terms} />

      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-brand-dark">
          {errors.form}
        </p>
      ) : null}

      {continueStep ? (
        <Button
          size="lg"
          onClick={() => {
            if (!continueStep.onContinue()) return;
            // The card fields render on the next frame; the buyer goes straight to the number.
            requestAnimationFrame(() => document.getElementById(`${idPrefix}-cardNumber`)?.focus());
          }}
        >
          {continueStep.label}
        </Button>
      ) : (
        <Button type="submit" size="lg" loading={paying} disabled={payDisabled}>
          {payLabel}
        </Button>
      )}
    </>
  );
}
