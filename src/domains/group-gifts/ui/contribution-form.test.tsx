import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../../../messages/en-CA.json';
import french from '../../../../messages/fr-CA.json';
import { ContributionForm } from './contribution-form';

const router = { replace: vi.fn(), refresh: vi.fn() };
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => router,
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const publicToken = 'AbCdEfGhIjKlMnOpQrStUv';

function renderForm(locale: 'en-CA' | 'fr-CA', testMode: boolean) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'fr-CA' ? french : english} timeZone="UTC">
      <ContributionForm publicToken={publicToken} recipientFirstName="Zoë" testMode={testMode} />
    </NextIntlClientProvider>,
  );
}

function answer(data: unknown) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => Response.json({ data }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Pasted in one go: typing each character costs a shared machine seconds a field. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const sentBody = (fetchMock: ReturnType<typeof answer>) => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContributionForm', { timeout: 20_000 }, () => {
  it('takes the test card in the checkout’s payment section, checked by its card rule before anything is sent', async () => {
    const fetchMock = answer({ status: 'accepted', contributionId: 'c1' });
    renderForm('en-CA', true);
    expect(screen.getByRole('group', { name: english.modules.order.paymentHeading }).textContent).toContain(english.modules.order.testMode);
    expect(screen.queryByRole('checkbox', { name: /terms/ })).toBeNull();

    await fill(screen.getByRole('textbox', { name: 'Amount in dollars (from $10.00)' }), '25');
    await fill(screen.getByRole('textbox', { name: 'Your name' }), 'Ana Lopez');
    await fill(screen.getByRole('textbox', { name: 'Your e-mail (for the receipt)' }), 'ana@example.com');
    await fill(screen.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await fill(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '01/20');
    await userEvent.click(screen.getByRole('button', { name: 'Chip in $25.00' }));
    expect(screen.getByRole('textbox', { name: 'Expiry (MM/YY)', description: english.modules.groupGifts.errors.cardExpired })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Security code', description: english.modules.groupGifts.errors.cardCvcInvalid })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }));
    await fill(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
    await fill(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Chip in $25.00' }));
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/group-gift/${publicToken}?thanks=c1`));
    expect(sentBody(fetchMock)).toMatchObject({ amountCents: 2_500, card: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } });
  });

  it('sends a French contributor to the bank’s second step (3-D Secure) in French', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const fetchMock = answer({ status: 'requires_action', contributionId: 'c2', nextActionUrl: '/payments/test-authentication/test_ch_0123?return=%2Fgroup-gift%2Fx%2Freturn' });
    renderForm('fr-CA', true);
    await fill(screen.getByRole('textbox', { name: /^Montant en dollars/ }), '40,50');
    await fill(screen.getByRole('textbox', { name: 'Votre nom' }), 'Élodie Roy');
    await fill(screen.getByRole('textbox', { name: 'Votre courriel (pour le reçu)' }), 'elodie@example.com');
    await fill(screen.getByRole('textbox', { name: 'Numéro de carte' }), '4000 0027 6000 3184');
    await fill(screen.getByRole('textbox', { name: 'Expiration (MM/AA)' }), '12/30');
    await fill(screen.getByRole('textbox', { name: 'Code de sécurité' }), '123');
    await userEvent.click(screen.getByRole('button', { name: /^Participer : 40,50/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/fr-CA/payments/test-authentication/test_ch_0123?return=%2Fgroup-gift%2Fx%2Freturn'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/group-gifts/${publicToken}/contributions?locale=fr-CA`);
    expect(sentBody(fetchMock)).toMatchObject({ amountCents: 4_050, card: { cardNumber: '4000 0027 6000 3184' } });
  });

  it('shows no test card when another gateway takes the money, as /order does, and sends none', async () => {
    const fetchMock = answer({ status: 'accepted', contributionId: 'c3' });
    renderForm('en-CA', false);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await fill(screen.getByRole('textbox', { name: 'Amount in dollars (from $10.00)' }), '10');
    await fill(screen.getByRole('textbox', { name: 'Your name' }), 'Ben Roy');
    await fill(screen.getByRole('textbox', { name: 'Your e-mail (for the receipt)' }), 'ben@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Chip in $10.00' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).not.toHaveProperty('card');
  });
});
