import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import messages from '../../../../messages/en-CA.json';
import { PasswordHint } from './password-hint';

describe('PasswordHint', () => {
  it("is a closed 'Look at password example' disclosure that shows the example when opened", async () => {
    render(
      <NextIntlClientProvider locale="en-CA" messages={messages}>
        <PasswordHint id="hint" />
      </NextIntlClientProvider>,
    );
    const summary = screen.getByText('Look at password example');
    const details = summary.closest('details');
    expect(details?.open).toBe(false);
    await userEvent.click(summary);
    expect(details?.open).toBe(true);
    expect(details?.contains(screen.getByText(/For example: Maple-Leaf7/))).toBe(true);
  });
});
