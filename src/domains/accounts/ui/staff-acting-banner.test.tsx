import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../../messages/en-CA.json';
import { StaffActingBanner } from './staff-acting-banner';
import { announceSessionChange } from './use-signed-in-hint';

vi.mock('../actions', () => ({ signOutAction: vi.fn() }));

function renderBanner() {
  return render(
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <StaffActingBanner />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  document.cookie = 'staff_acting_as=; max-age=0; path=/';
});

describe('StaffActingBanner', () => {
  it('is not there for customers signed in on their own', () => {
    document.cookie = 'signed_in=1; path=/';
    const { container } = renderBanner();
    expect(container.textContent).toBe('');
  });

  it('names the customer while staff act as them, with a way to sign out', () => {
    renderBanner();
    document.cookie = `staff_acting_as=${encodeURIComponent('Élise Gagnon')}; path=/`;
    act(() => announceSessionChange());
    expect(screen.getByRole('status').textContent).toContain('You are signed in as Élise Gagnon by staff.');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeDefined();
  });
});
