import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { BookedTravellerList } from './booked-traveller-list';

describe('BookedTravellerList', () => {
  it('marks only the age band named in English on a French page', () => {
    const { container } = render(
      <NextIntlClientProvider locale="fr-CA" messages={{}}>
        <p>
          <BookedTravellerList
            travellers={[
              { label: 'Adulte', labelUntranslated: false, count: 2 },
              { label: 'Child', labelUntranslated: true, count: 1 },
            ]}
            describe={({ label, count }, band) => (
              <>
                {band(label)} ({count})
              </>
            )}
          />
        </p>
      </NextIntlClientProvider>,
    );
    expect(container.textContent).toBe('Adulte (2), Child (1)');
    expect(screen.getByText('Adulte').getAttribute('lang')).toBeNull();
    expect(screen.getByText('Child').getAttribute('lang')).toBe('en-CA');
  });
});
