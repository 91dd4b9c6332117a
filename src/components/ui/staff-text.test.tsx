import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { StaffText } from './staff-text';

function renderOn(locale: string, contentLocale?: string) {
  render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <StaffText as="h1" contentLocale={contentLocale}>
        Dinner cruise for two
      </StaffText>
    </NextIntlClientProvider>,
  );
  return screen.getByRole('heading', { name: 'Dinner cruise for two' });
}

describe('StaffText', () => {
  it('marks English staff text on a French page as English', () => {
    expect(renderOn('fr-CA').getAttribute('lang')).toBe('en-CA');
  });

  it('adds nothing on a page of its own language', () => {
    expect(renderOn('en-CA').hasAttribute('lang')).toBe(false);
  });

  it('follows the field once it is translated', () => {
    expect(renderOn('fr-CA', 'fr-CA').hasAttribute('lang')).toBe(false);
  });
});
