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

/** The terms box a checkout asks to tick before paying. */
export type PaymentTerms = {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** Where the terms link goes: the whole terms for gifts, their booking part for bookings. */
  href: string;
  /** The terms sentence, its link made from the given tag. */
  label: (link: (chunks: ReactNode) => ReactNode) => ReactNode;
};

/**
 * The end of every card payment (/order, /booking/checkout, a group gift's contribution): the test
 * gateway's card when the card rule asks for it, the terms when the checkout has them, the form's
 * error and the button that pays. Rendered without a wrapper, so it lays out as part of the
 * checkout's own column.
 */
export function PaymentSection({
  idPrefix,
  showCard,
  card,
  onCardChange,
  terms,
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
  /** None where the checkout asks for none (a group gift's contribution). */
  terms?: PaymentTerms;
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
    <Link href={terms?.href ?? ''} target="_blank" className="underline">
      {chunks}
    </Link>
  );
  return (
    <>
      {showCard ? <TestCardFields idPrefix={idPrefix} card={card} errors={errors} onChange={onCardChange} /> : null}

      {terms ? <TermsCheckbox id={idPrefix} checked={terms.accepted} onChange={terms.onChange} label={terms.label(termsLink)} error={errors.terms} /> : null}

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
