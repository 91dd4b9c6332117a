import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import messages from '../../../../messages/en-CA.json';
import { PaymentSection, readCardFieldErrors } from './payment-section';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

type SectionProps = ComponentProps<typeof PaymentSection>;

/** /booking/checkout's use: the balance falls short, Continue reveals the card. */
function BookingLikeSection(props: Partial<SectionProps>) {
  const t = useTranslations('modules.booking.checkout');
  const [continued, setContinued] = useState(false);
  return (
    <PaymentSection
      idPrefix="checkout"
      showCard={continued}
      card={{ cardNumber: '', expiry: '', cvc: '' }}
      onCardChange={() => undefined}
      terms={{ accepted: false, onChange: () => undefined, href: '/terms-and-conditions#booking', label: (terms) => t.rich('acceptTerms', { terms }) }}
      errors={{}}
      payLabel="Pay $10.00 and book"
      paying={false}
      continueStep={continued ? undefined : { label: t('continue'), onContinue: () => { setContinued(true); return true; } }}
      {...props}
    />
  );
}

function renderSection(props: Partial<SectionProps> = {}) {
  return render(
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <BookingLikeSection {...props} />
    </NextIntlClientProvider>,
  );
}

describe('PaymentSection', () => {
  it('links the terms sentence to the page it is given', () => {
    renderSection();
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/terms-and-conditions#booking');
    expect(screen.getByRole('checkbox', { name: /I accept the terms and conditions for bookings/ })).toHaveProperty('checked', false);
  });

  it('shows Continue in place of Pay, then the card with its number focused', async () => {
    renderSection();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Card number')));
    expect(screen.getByRole('button', { name: 'Pay $10.00 and book' }).getAttribute('type')).toBe('submit');
  });

  it('ties each error to its place', () => {
    renderSection({ showCard: true, continueStep: undefined, errors: { terms: 'Tick the box.', form: 'The price changed.', cardCvc: 'Three digits.' } });
    expect(screen.getByRole('alert').textContent).toBe('The price changed.');
    expect(screen.getByRole('checkbox', { description: 'Tick the box.' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Security code', description: 'Three digits.' })).toBeTruthy();
  });
});

describe('readCardFieldErrors', () => {
  it('reads the server’s card paths as the section’s fields', () => {
    expect(readCardFieldErrors({ 'card.cardNumber': ['cardNumberInvalid'], 'card.expiry': ['cardExpired'], 'card.cvc': ['cardCvcInvalid'] })).toEqual({
      card: 'cardNumberInvalid',
      cardExpiry: 'cardExpired',
      cardCvc: 'cardCvcInvalid',
    });
    expect(readCardFieldErrors({ card: ['cardRequired'] })).toEqual({ card: 'cardRequired', cardExpiry: undefined, cardCvc: undefined });
  });
});
