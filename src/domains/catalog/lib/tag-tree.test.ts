import { describe, expect, it } from 'vitest';
import { buildCategoryFilterOptions, listTagIdsWithDescendants, type TagNode } from './tag-tree';

const tags: TagNode[] = [
  { id: 'food', slug: 'food', name: 'Food', parentId: null, sortOrder: 20 },
  { id: 'adventure', slug: 'adventure', name: 'Adventure', parentId: null, sortOrder: 10 },
  { id: 'water', slug: 'water', name: 'Water', parentId: 'adventure', sortOrder: 0 },
  { id: 'kayak', slug: 'kayak', name: 'Kayaking', parentId: 'water', sortOrder: 0 },
  { id: 'sailing', slug: 'sailing', name: 'Sailing', parentId: 'water', sortOrder: 10 },
  { id: 'wine', slug: 'wine', name: 'Wine', parentId: 'food', sortOrder: 0 },
];

describe('listTagIdsWithDescendants', () => {
  it('includes the tag, its children and their children', () => {
    expect(listTagIdsWithDescendants(tags, 'adventure').sort()).toEqual(['adventure', 'kayak', 'sailing', 'water']);
  });

  it('gives only the tag itself for a leaf', () => {
    expect(listTagIdsWithDescendants(tags, 'wine')).toEqual(['wine']);
  });

  it('stops on a cycle instead of looping', () => {
    const cyclic: TagNode[] = [
      { id: 'a', slug: 'a', name: 'A', parentId: 'b', sortOrder: 0 },
      { id: 'b', slug: 'b', name: 'B', parentId: 'a', sortOrder: 0 },
    ];
    expect(listTagIdsWithDescendants(cyclic, 'a').sort()).toEqual(['a', 'b']);
  });
});

describe('buildCategoryFilterOptions', () => {
  it('lists used tags and their ancestors depth-first in sort order', () => {
    expect(buildCategoryFilterOptions(tags, new Set(['kayak', 'wine']))).toEqual([
      { slug: 'adventure', name: 'Adventure', depth: 0 },
      { slug: 'water', name: 'Water', depth: 1 },
      { slug: 'kayak', name: 'Kayaking', depth: 2 },
      { slug: 'food', name: 'Food', depth: 0 },
      { slug: 'wine', name: 'Wine', depth: 1 },
    ]);
  });

  it('leaves out branches without products', () => {
    expect(buildCategoryFilterOptions(tags, new Set(['sailing'])).map((option) => option.slug)).toEqual([
      'adventure',
      'water',
      'sailing',
    ]);
  });
});
