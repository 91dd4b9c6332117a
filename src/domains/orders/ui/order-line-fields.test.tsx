import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import messages from '../../../../messages/en-CA.json';
import { OrderLineFields, toOrderLineDraft, type OrderLineDraft } from './order-line-fields';

const designs = [
  { id: 'balloons', name: 'Birthday balloons', imageUrl: '/uploads/demo/design-birthday.webp', occasions: ['birthday'] },
  { id: 'plain', name: 'Plain', imageUrl: '/uploads/demo/design-plain.webp', occasions: [] },
];

function Line({ pageLocale, onDraft }: { pageLocale: 'en-CA' | 'fr-CA'; onDraft: (draft: OrderLineDraft) => void }) {
  const [draft, setDraft] = useState(() => toOrderLineDraft(undefined, 'America/Toronto', pageLocale));
  return (
    <OrderLineFields
      idPrefix="line-0"
      draft={draft}
      errors={{}}
      locale={pageLocale}
      designs={designs}
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

  it('starts in the plain design, switches to the one picked, and previews the card as the buyer types', async () => {
    const drafts: OrderLineDraft[] = [];
    render(
      <NextIntlClientProvider locale="en-CA" messages={messages} timeZone="UTC">
        <Line pageLocale="en-CA" onDraft={(draft) => drafts.push(draft)} />
      </NextIntlClientProvider>,
    );
    const preview = screen.getByTestId('card-preview');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Plain' }).checked).toBe(true);
    expect(preview.textContent).toContain('Design: Plain');

    await userEvent.click(screen.getByRole('radio', { name: 'Birthday balloons' }));
    await userEvent.type(screen.getByRole('textbox', { name: messages.modules.order.recipientHeading }), 'Zoë');
    expect(drafts.at(-1)?.designId).toBe('balloons');
    expect(preview.textContent).toContain('Design: Birthday balloons');
    expect(preview.textContent).toContain('For Zoë');
  });
});
