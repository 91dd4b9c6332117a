'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import type { ProductImage } from '../schemas';

const MAIN_IMAGE_SIZES = '(min-width: 80rem) 44rem, (min-width: 64rem) 55vw, 100vw';

/**
 * Product pictures: one large picture, previous/next buttons and thumbnails. The arrow keys
 * move through the pictures while focus is anywhere in the gallery. Without JavaScript the
 * first picture shows.
 */
export function ProductGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const t = useTranslations('modules.catalog.gallery');
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index];
  if (!current) return <div className="aspect-[3/2] rounded-xl bg-brand-light" />;

  const show = (next: number) => setIndex((next + count) % count);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (count < 2) return;
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else return;
    event.preventDefault();
  }

  return (
    <section aria-label={t('label', { title })} onKeyDown={handleKeyDown} className="flex flex-col gap-3">
      <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-brand-light">
        <Image
          key={current.url}
          src={current.url}
          alt={current.alt}
          fill
          sizes={MAIN_IMAGE_SIZES}
          fetchPriority={index === 0 ? 'high' : undefined}
          loading={index === 0 ? 'eager' : undefined}
          className="object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={t('previous')}
              onClick={() => show(index - 1)}
              className="absolute left-3 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow hover:bg-white"
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              aria-label={t('next')}
              onClick={() => show(index + 1)}
              className="absolute right-3 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow hover:bg-white"
            >
              <Icon name="chevron-right" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <p aria-live="polite" className="sr-only">
            {t('position', { index: index + 1, count })}
          </p>
          <ul aria-label={t('thumbnails')} className="flex gap-2 overflow-x-auto pb-1">
            {images.map((image, position) => (
              <li key={image.url} className="shrink-0">
                <button
                  type="button"
                  aria-label={t('showPicture', { index: position + 1, count })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => show(position)}
                  className={`relative block h-16 w-24 overflow-hidden rounded-md border-2 ${
                    position === index ? 'border-brand' : 'border-transparent opacity-80 hover:opacity-100'
                  }`}
                >
                  <Image src={image.url} alt="" width={96} height={64} sizes="96px" className="h-full w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
