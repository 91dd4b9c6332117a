import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import english from '../../../../messages/en-CA.json';
import french from '../../../../messages/fr-CA.json';
import { StartGroupGiftForm } from './start-group-gift-form';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

function renderForm(locale: 'en-CA' | 'fr-CA') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'fr-CA' ? french : english} timeZone="UTC">
      <StartGroupGiftForm gift={null} designs={[]} siteUrl="https://shop.example" />
    </NextIntlClientProvider>,
  );
}

describe('StartGroupGiftForm', () => {
  it("asks the recipient's language, the page's by default, and starts the group gift in the one picked", async () => {
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () =>
      Response.json({ groupGiftId: 'gg1', contributionPath: '/group-gift/abcdefghijklmnopqrstuv', managementPath: `/group-gift/manage/${'a'.repeat(32)}` }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm('en-CA');
    const language = screen.getByRole<HTMLSelectElement>('combobox', { name: "Recipient's language" });
    expect(language.value).toBe('en-CA');
    expect(screen.getByRole('option', { name: 'Français' }).getAttribute('lang')).toBe('fr-CA');

    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Olivia Organiser');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'olivia@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: "Recipient's name" }), 'Zoë Tremblay');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Occasion' }), 'birthday');
    await userEvent.type(screen.getByRole('textbox', { name: "Recipient's e-mail" }), 'zoe@example.com');
    await userEvent.selectOptions(language, 'fr-CA');
    await userEvent.click(screen.getByRole('button', { name: 'Start the group gift' }));

    expect(await screen.findByRole('heading', { name: 'Your group gift for Zoë is open' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/group-gifts?locale=en-CA');
    expect(JSON.parse(String(init?.body))).toMatchObject({ recipientLocale: 'fr-CA', personalisation: { recipientName: 'Zoë Tremblay' } });
    vi.unstubAllGlobals();
  });

  it("starts from a French page's language", () => {
    renderForm('fr-CA');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: french.form.giftPersonalisation.recipientLocale }).value).toBe('fr-CA');
  });
});
