import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownContent } from './markdown-content';

describe('MarkdownContent', () => {
  it('renders markdown as HTML with heading anchors and links', () => {
    const { container } = render(<MarkdownContent source={'## Getting there\n\nSee https://example.com'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Getting there' })).toHaveProperty('id', 'getting-there');
    expect(screen.getByRole('link', { name: 'https://example.com' }).getAttribute('href')).toBe('https://example.com');
    expect(container.firstElementChild?.className).toContain('[&_a]:text-brand');
  });

  it('renders only sanitized HTML', () => {
    const { container } = render(
      <MarkdownContent
        source={'<script>window.hacked = true</script>\n\n<img src="x" onerror="alert(1)">\n\n[x](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)" onclick="alert(1)">y</a>'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttributeNames()).toEqual(['src']);
    expect(container.querySelector('a')?.getAttributeNames()).toEqual([]);
    expect(container.querySelector('[onerror], [onclick], [href]')).toBeNull();
  });

  it('adds the caller class after the prose classes', () => {
    const { container } = render(<MarkdownContent source="Hi" className="text-sm" />);
    const root = container.firstElementChild;
    expect(root?.className.endsWith(' text-sm')).toBe(true);
    expect(root?.innerHTML).toBe('<p>Hi</p>\n');
  });
});
