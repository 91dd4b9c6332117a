import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../../messages/en-CA.json';
import { AccountHeaderEntry } from './account-header-entry';
import { announceSessionChange } from './use-signed-in-hint';

vi.mock('../actions', () => ({ signOutAction: vi.fn() }));
vi.mock('@/i18n/navigation', () => ({
  // next/link's own props are not attributes of an <a>.
  Link: (props: ComponentProps<'a'> & { prefetch?: boolean }) => <a {...{ ...props, prefetch: undefined }} />,
}));

function renderEntry() {
  return render(
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <AccountHeaderEntry />
    </NextIntlClientProvider>,
  );
}

function setSignedInHint(present: boolean): void {
  document.cookie = present ? 'signed_in=1; path=/' : 'signed_in=; max-age=0; path=/';
  act(() => announceSessionChange());
}

afterEach(() => {
  document.cookie = 'signed_in=; max-age=0; path=/';
});

describe('AccountHeaderEntry', () => {
  it('offers a guest "Sign in"', () => {
    renderEntry();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('becomes "My account" when this tab signs in, opening the account page link and "Sign out"', async () => {
    renderEntry();
    setSignedInHint(true);
    const button = screen.getByRole('button', { name: 'My account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    setSignedInHint(false);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeDefined();
  });
});
