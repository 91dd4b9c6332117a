import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { StaffText } from './staff-text';

function renderOn(locale: string, untranslated: boolean) {
  render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <StaffText as="h1" untranslated={untranslated}>
        Dinner cruise for two
      </StaffText>
    </NextIntlClientProvider>,
  );
  return screen.getByRole('heading', { name: 'Dinner cruise for two' });
}

describe('StaffText', () => {
  it('marks English staff text shown on a French page for want of a translation as English', () => {
    expect(renderOn('fr-CA', true).getAttribute('lang')).toBe('en-CA');
  });

  it('adds nothing on a page of its own language', () => {
    expect(renderOn('en-CA', true).hasAttribute('lang')).toBe(false);
  });

  it('adds nothing to a translated text', () => {
    expect(renderOn('fr-CA', false).hasAttribute('lang')).toBe(false);
  });
});
