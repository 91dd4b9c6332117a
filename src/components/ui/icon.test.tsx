import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from './icon';
import { iconRegistry } from './icon-registry';

describe('Icon', () => {
  it('renders a known icon as a decorative 24×24 svg by default', () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('data-icon')).toBe('cart');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('24');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.hasAttribute('role')).toBe(false);
    expect(svg?.querySelector('path')).not.toBeNull();
  });

  it('is announced as an image with its title when one is given', () => {
    const { getByRole } = render(<Icon name="heart" size={16} title="Love list" />);
    const svg = getByRole('img', { name: 'Love list' });
    expect(svg.querySelector('title')?.textContent).toBe('Love list');
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
  });

  it('renders nothing and logs that an unknown icon does not exist', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Icon name="unicorn" />);
    expect(container.innerHTML).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"unicorn" does not exist'));
  });

  it('does not treat inherited object keys as icons', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Icon name="toString" />);
    expect(container.innerHTML).toBe('');
    expect(error).toHaveBeenCalled();
  });

  it('holds the icon set the site uses (about 40 icons; card networks have their own marks)', () => {
    const names = Object.keys(iconRegistry);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(names).toEqual(
      expect.arrayContaining([
        'cart', 'heart', 'heart-filled', 'search', 'menu', 'close', 'chevron-left', 'chevron-right', 'chevron-up',
        'chevron-down', 'user', 'gift', 'map-pin', 'calendar', 'clock', 'users', 'star', 'filter', 'check', 'info',
        'warning', 'error', 'success', 'mail', 'phone', 'facebook', 'instagram', 'twitter', 'youtube', 'linkedin',
        'tiktok', 'pinterest', 'globe', 'arrow-right', 'arrow-left',
        'plus', 'minus', 'trash', 'external-link', 'chat', 'ticket',
      ]),
    );
  });

  it('renders every registered icon with some drawing', () => {
    for (const name of Object.keys(iconRegistry)) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg path, svg circle, svg rect'), name).not.toBeNull();
      unmount();
    }
  });
});
