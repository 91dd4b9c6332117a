import { describe, expect, it } from 'vitest';
import { listPaginationItems } from './pagination';

function render(current: number, pageCount: number): string {
  return listPaginationItems(current, pageCount)
    .map((item) => (item.type === 'gap' ? '…' : String(item.page)))
    .join(' ');
}

describe('listPaginationItems', () => {
  it('shows every page of a short list', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(2, 4)).toBe('1 2 3 4');
  });

  it('keeps first, last and the neighbours of the current page', () => {
    expect(render(1, 10)).toBe('1 2 … 10');
    expect(render(6, 10)).toBe('1 … 5 6 7 … 10');
    expect(render(10, 10)).toBe('1 … 9 10');
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(render(4, 10)).toBe('1 2 3 4 5 … 10');
  });
});
