import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import messages from '../../../../messages/en-CA.json';
import { OrderLineFields, toOrderLineDraft, type OrderLineDraft } from './order-line-fields';

function Line({ pageLocale, onDraft }: { pageLocale: 'en-CA' | 'fr-CA'; onDraft: (draft: OrderLineDraft) => void }) {
  const [draft, setDraft] = useState(() => toOrderLineDraft(undefined, 'America/Toronto', pageLocale));
  return (
    <OrderLineFields
      idPrefix="line-0"
      draft={draft}
      errors={{}}
      locale={pageLocale}
      onChange={(next) => {
        setDraft(next);
        onDraft(next);
      }}
    />
  );
}

describe('OrderLineFields', () => {
  it("offers the recipient's language, the page's by default, each language named in itself", async () => {
    const drafts: OrderLineDraft[] = [];
    render(
      <NextIntlClientProvider locale="en-CA" messages={messages} timeZone="UTC">
        <Line pageLocale="en-CA" onDraft={(draft) => drafts.push(draft)} />
      </NextIntlClientProvider>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: "Recipient's language" });
    expect(select.value).toBe('en-CA');
    expect(screen.getByRole('option', { name: 'English' }).getAttribute('lang')).toBe('en-CA');
    expect(screen.getByRole('option', { name: 'Français' }).getAttribute('lang')).toBe('fr-CA');

    await userEvent.selectOptions(select, 'fr-CA');
    expect(select.value).toBe('fr-CA');
    expect(drafts.at(-1)?.recipientLocale).toBe('fr-CA');
  });

  it("starts from a French page's language", () => {
    render(
      <NextIntlClientProvider locale="en-CA" messages={messages} timeZone="UTC">
        <Line pageLocale="fr-CA" onDraft={() => undefined} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: "Recipient's language" }).value).toBe('fr-CA');
  });
});
