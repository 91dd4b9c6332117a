import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link';

const prefetch = vi.fn();
const renderedPrefetch = vi.fn();
vi.mock('./locale-navigation', () => ({
  useRouter: () => ({ prefetch }),
  // next-intl's link, reduced to its anchor; the prefetch it was given is recorded.
  LocaleLink: ({ prefetch: given, locale, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null; locale?: string }) => {
    renderedPrefetch(given, locale);
    return <a {...props} />;
  },
}));

beforeEach(() => {
  prefetch.mockClear();
  renderedPrefetch.mockClear();
});

describe('Link', () => {
  it('does not prefetch its page for being in view, but when the pointer comes over it, it is focused or touched', () => {
    const ownMouseEnter = vi.fn();
    render(
      <Link href="/gift?category=spa" onMouseEnter={ownMouseEnter}>
        Spa
      </Link>,
    );
    expect(renderedPrefetch).toHaveBeenCalledWith(false, undefined);
    expect(prefetch).not.toHaveBeenCalled();

    const link = screen.getByRole('link', { name: 'Spa' });
    fireEvent.mouseEnter(link);
    expect(prefetch).toHaveBeenLastCalledWith('/gift?category=spa', { locale: undefined });
    expect(ownMouseEnter).toHaveBeenCalledTimes(1);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledTimes(3);
  });

  it('prefetches a path with its query in the link’s language', () => {
    render(
      <Link href={{ pathname: '/gift', query: { category: 'spa' } }} locale="fr-CA">
        Spa
      </Link>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Spa' }));
    expect(prefetch).toHaveBeenCalledWith({ pathname: '/gift', query: { category: 'spa' } }, { locale: 'fr-CA' });
  });

  it('leaves an explicit choice alone: prefetch={false} never prefetches', () => {
    render(
      <Link href="/auth/login" prefetch={false}>
        Sign in
      </Link>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Sign in' }));
    expect(renderedPrefetch).toHaveBeenCalledWith(false, undefined);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
