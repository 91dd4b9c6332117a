import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars';

describe('RatingStars', () => {
  it('draws the rounded rating filled and the rest outlined, in one hidden svg', () => {
    const { container } = render(<RatingStars rating={3.6} size={14} />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(1);
    const svg = svgs[0]!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('70');
    expect(svg.getAttribute('height')).toBe('14');
    const [filled, outlined] = svg.querySelectorAll('path');
    expect(filled?.getAttribute('fill')).toBe('currentColor');
    expect(filled?.getAttribute('d')?.match(/z/g)).toHaveLength(4);
    expect(outlined?.getAttribute('fill')).toBe('none');
    expect(outlined?.getAttribute('d')).toMatch(/^M108 3l[^z]*z$/);
  });

  it('draws no empty path for five stars or for none', () => {
    const { container: five } = render(<RatingStars rating={5} />);
    expect(five.querySelectorAll('path')).toHaveLength(1);
    expect(five.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
    const { container: none } = render(<RatingStars rating={0} />);
    expect(none.querySelectorAll('path')).toHaveLength(1);
    expect(none.querySelector('path')?.getAttribute('fill')).toBe('none');
  });
});
