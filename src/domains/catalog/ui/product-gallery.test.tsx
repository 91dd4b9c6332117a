import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import messages from '../../../../messages/en-CA.json';
import { ProductGallery } from './product-gallery';

// The optimiser needs a Next.js server; a stand-in with the same accessible name is enough here.
vi.mock('next/image', () => ({
  default: ({ src, alt }: { src: string; alt: string }) => (alt ? <span role="img" aria-label={alt} data-src={src} /> : null),
}));

const images = [
  { url: '/uploads/a.webp', alt: 'Kayaks on the beach', width: 1200, height: 800 },
  { url: '/uploads/b.webp', alt: 'Paddling at sunset', width: 1200, height: 800 },
  { url: '/uploads/c.webp', alt: 'The harbour', width: 1200, height: 800 },
];

function wrap(children: ReactNode) {
  return (
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

describe('ProductGallery', () => {
  it('moves with the labelled previous and next buttons, wrapping around', () => {
    render(wrap(<ProductGallery images={images} title="Sea kayaking" />));
    expect(screen.getByRole('img', { name: 'Kayaks on the beach' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByRole('img', { name: 'Paddling at sunset' })).toBeTruthy();
    expect(screen.getByText('Picture 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(screen.getByRole('img', { name: 'The harbour' })).toBeTruthy();
  });

  it('follows the arrow keys, Home and End', () => {
    render(wrap(<ProductGallery images={images} title="Sea kayaking" />));
    const gallery = screen.getByRole('region', { name: 'Pictures of Sea kayaking' });
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Paddling at sunset' })).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'End' });
    expect(screen.getByRole('img', { name: 'The harbour' })).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Kayaks on the beach' })).toBeTruthy();
  });

  it('marks the thumbnail of the picture on show', () => {
    render(wrap(<ProductGallery images={images} title="Sea kayaking" />));
    const third = screen.getByRole('button', { name: 'Show picture 3 of 3' });
    fireEvent.click(third);
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show picture 1 of 3' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('img', { name: 'The harbour' })).toBeTruthy();
  });

  it('shows a single picture without controls', () => {
    render(wrap(<ProductGallery images={images.slice(0, 1)} title="Sea kayaking" />));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
