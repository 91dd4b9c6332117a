'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { resolveChosenDesign, type GiftDesignOption } from '@/domains/vouchers/lib/gift-designs';
import { useGiftOccasionStore } from '@/stores/gift-occasion-store';

/**
 * The design a gift is printed in: the buyer's choice while it is still offered, else the one that
 * suits the occasion they answered in the Gift Finder, else the plain one.
 */
export function useChosenDesign(designs: readonly GiftDesignOption[], chosenId: string | null | undefined): GiftDesignOption | null {
  const occasionSlug = useGiftOccasionStore((state) => state.occasionSlug);
  return resolveChosenDesign(designs, chosenId, occasionSlug);
}

/** The card designs as a radio group of thumbnails; shown only when staff published some. */
export function DesignPicker({
  name,
  designs,
  selectedId,
  onSelect,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  designs: readonly GiftDesignOption[];
  selectedId: string | null;
  onSelect: (designId: string) => void;
}) {
  const t = useTranslations('form.giftPersonalisation.design');
  if (designs.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${name}-hint`}>
      <legend className="mb-1 text-sm font-semibold">{t('legend')}</legend>
      <p id={`${name}-hint`} className="-mt-1 text-xs text-muted">
        {t('hint')}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {designs.map((design) => (
          <label
            key={design.id}
            className="flex cursor-pointer flex-col gap-1 rounded-md border border-black/15 p-1.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-light has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
          >
            <span className="relative block aspect-[3/1] overflow-hidden rounded">
              <Image src={design.imageUrl} alt="" fill sizes="10rem" className="object-cover" />
            </span>
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                value={design.id}
                checked={selectedId === design.id}
                onChange={() => onSelect(design.id)}
                className="size-4 shrink-0 accent-brand"
              />
              <span className="leading-tight">{design.name}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** /order's live card: the design with who it is for and the message, as the buyer types them. */
export function CardPreview({ design, recipientName, message }: { design: GiftDesignOption | null; recipientName: string; message: string }) {
  const t = useTranslations('form.giftPersonalisation.preview');
  const name = recipientName.trim();
  return (
    <figure data-testid="card-preview" aria-label={t('heading')} className="overflow-hidden rounded-lg border border-black/10 bg-white text-sm">
      {design ? (
        <span className="relative block aspect-[3/1]">
          <Image src={design.imageUrl} alt="" fill sizes="(min-width: 640px) 20rem, 100vw" className="object-cover" />
        </span>
      ) : null}
      <figcaption className="space-y-1 p-3">
        {design ? <span className="block text-xs text-muted">{t('designName', { name: design.name })}</span> : null}
        <span className="block font-bold">{name ? t('forName', { name }) : t('forSomeone')}</span>
        <span className="block whitespace-pre-line italic">{message.trim() || <span className="text-muted">{t('noMessage')}</span>}</span>
      </figcaption>
    </figure>
  );
}
