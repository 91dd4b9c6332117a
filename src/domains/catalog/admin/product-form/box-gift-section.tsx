'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/form-field';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import type { GiftOption, GiftParty } from '../../lib/certificate-price';
import { boxGiftQuoteAnswerSchema, staffProductRowSchema, type StaffProductDetail, type TagAssignmentElement } from '../../staff-schemas';
import { SearchPicker, type PickerCandidates } from '../search-picker';
import { ErrorText, Section } from './form-parts';
import type { ProductForm } from './product-values';

const partyLabels: Record<GiftParty, string> = { ONE: 'One adult', TWO: 'Two adults', FAMILY: 'A family (two adults, two children)' };
// Short enough not to be cut off in a select on a phone.
const optionLabels: Record<GiftOption, string> = { STANDARD: 'Least expensive option', ANY: 'Any option, dearest included' };

/** The box's experiences come from the back office's product list, experiences only. */
const experienceCandidates: PickerCandidates = {
  key: ['admin', 'products', 'box-candidates'],
  fetchPage: async ({ search, page, perPage }) => {
    const query = new URLSearchParams({ kind: 'EXPERIENCE', page: String(page), per_page: String(perPage), ...(search ? { search } : {}) });
    const answer = await requestAdminApi(`/api/admin/products?${query}`, adminListAnswerSchema(staffProductRowSchema));
    return {
      total: answer.total,
      data: answer.data.map((row) => ({ id: row.id, label: row.title, detail: `${row.city ?? 'No city'} · ${row.published ? 'published' : 'not published'}` })),
    };
  },
};

/**
 * A box gift: the experiences the recipient chooses from, who the gift is for and which option.
 * The price shown is the server's (SPEC §9), asked for again whenever the choice changes.
 */
export function BoxGiftSection({ form, initial }: { form: ProductForm; initial: StaffProductDetail['coveredExperiences'] }) {
  const ids = useWatch({ control: form.control, name: 'coveredExperienceIds' }) ?? [];
  const party = useWatch({ control: form.control, name: 'giftParty' }) ?? 'ONE';
  const option = useWatch({ control: form.control, name: 'giftOption' }) ?? 'STANDARD';
  const [known, setKnown] = useState(() => new Map(initial.map((experience) => [experience.id, experience.title])));
  const quote = useQuery({
    queryKey: ['admin', 'products', 'gift-price', ids, party, option],
    queryFn: () => requestAdminApi('/api/admin/products/gift-price', boxGiftQuoteAnswerSchema, adminJsonRequest('POST', { coveredExperienceIds: ids, giftParty: party, giftOption: option })),
    enabled: ids.length > 0,
  });
  const partyPrices = new Map(quote.data?.data.experiences.map((experience) => [experience.id, experience.partyPriceCents]));
  const selected: TagAssignmentElement[] = ids.map((id) => {
    const cents = partyPrices.get(id);
    const detail = cents === undefined ? '' : cents === null ? 'Not offered: unpublished, or no tickets for this party' : `${formatMoney(cents, STAFF_LOCALE)} for ${partyLabels[party].toLowerCase()}`;
    return { id, label: known.get(id) ?? 'An experience', detail };
  });
  const errors = form.formState.errors;

  return (
    <Section title="What the gift covers" description="Leave empty for a plain gift card with its own price. A box costs as much as its dearest published experience for the party, on the option chosen.">
      <SearchPicker
        legend="Experiences in the box"
        candidates={experienceCandidates}
        selected={selected}
        error={errors.coveredExperienceIds?.message ?? errors.coveredExperienceIds?.root?.message}
        onChange={(elements) => {
          setKnown((labels) => new Map([...labels, ...elements.map((element) => [element.id, element.label] as const)]));
          form.setValue(
            'coveredExperienceIds',
            elements.map((element) => element.id),
            { shouldDirty: true },
          );
          form.clearErrors('coveredExperienceIds');
        }}
      />
      {ids.length > 0 ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField id="product-gift-party" label="Who the gift is for" error={errors.giftParty?.message} {...form.register('giftParty')}>
              {Object.entries(partyLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField id="product-gift-option" label="Option covered" error={errors.giftOption?.message} {...form.register('giftOption')}>
              {Object.entries(optionLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          </div>
          <div role="status" className="rounded-md border border-black/10 bg-slate-50 px-3 py-2 text-sm">
            {quote.isPending ? (
              'Working out the price…'
            ) : quote.isError ? (
              <span className="font-medium text-brand-dark">The price could not be worked out: {quote.error.message}</span>
            ) : quote.data.data.priceCents === null ? (
              <span className="font-medium text-brand-dark">None of the published experiences in this box sells tickets for this party on this option.</span>
            ) : (
              <>
                <span className="font-semibold">Price of the box: {formatMoney(quote.data.data.priceCents, STAFF_LOCALE)}</span>
                <span className="block text-muted">Worked out by the shop; it follows the experiences’ prices from now on.</span>
              </>
            )}
          </div>
          <ErrorText message={errors.priceCents?.message} />
        </>
      ) : null}
    </Section>
  );
}
