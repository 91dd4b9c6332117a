import { describe, expect, it } from 'vitest';
import { buildCategoryFilterOptions, flattenTagTree, listTagIdsWithDescendants, placeByKeyboard, planTagMove, type TagNode } from './tag-tree';

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

describe('flattenTagTree', () => {
  it('lists the tree depth-first with each tag’s depth and place among its siblings', () => {
    expect(flattenTagTree(tags).map(({ id, parentId, depth, position }) => ({ id, parentId, depth, position }))).toEqual([
      { id: 'adventure', parentId: null, depth: 0, position: 0 },
      { id: 'water', parentId: 'adventure', depth: 1, position: 0 },
      { id: 'kayak', parentId: 'water', depth: 2, position: 0 },
      { id: 'sailing', parentId: 'water', depth: 2, position: 1 },
      { id: 'food', parentId: null, depth: 0, position: 1 },
      { id: 'wine', parentId: 'food', depth: 1, position: 0 },
    ]);
  });

  it('keeps tags of a cycle or under a missing parent, as roots at the end', () => {
    const broken: TagNode[] = [
      { id: 'root', slug: 'root', name: 'Root', parentId: null, sortOrder: 0 },
      { id: 'a', slug: 'a', name: 'A', parentId: 'b', sortOrder: 0 },
      { id: 'b', slug: 'b', name: 'B', parentId: 'a', sortOrder: 0 },
      { id: 'orphan', slug: 'orphan', name: 'Orphan', parentId: 'gone', sortOrder: 0 },
    ];
    expect(flattenTagTree(broken).map(({ id, depth }) => [id, depth])).toEqual([
      ['root', 0],
      ['a', 0],
      ['b', 1],
      ['orphan', 0],
    ]);
  });
});

describe('planTagMove', () => {
  const place = (tagId: string, parentId: string | null, position: number) => planTagMove(tags, tagId, { parentId, position });

  it('moves a tag among its siblings and renumbers them densely', () => {
    expect(place('food', null, 0)).toEqual({
      ok: true,
      updates: [
        { id: 'food', parentId: null, sortOrder: 0 },
        { id: 'adventure', parentId: null, sortOrder: 1 },
      ],
    });
  });

  it('moves a tag under another parent, closing the gap it leaves', () => {
    expect(place('kayak', 'food', 1)).toEqual({
      ok: true,
      updates: [
        { id: 'sailing', parentId: 'water', sortOrder: 0 },
        { id: 'kayak', parentId: 'food', sortOrder: 1 },
      ],
    });
  });

  it('clamps a position past the end to the last place', () => {
    expect(place('wine', null, 99)).toEqual({
      ok: true,
      updates: [
        { id: 'adventure', parentId: null, sortOrder: 0 },
        { id: 'food', parentId: null, sortOrder: 1 },
        { id: 'wine', parentId: null, sortOrder: 2 },
      ],
    });
  });

  it.each([
    ['itself', 'adventure', 'adventure'],
    ['its child', 'adventure', 'water'],
    ['its grandchild', 'adventure', 'kayak'],
  ])('refuses to put a tag under %s', (_, tagId, parentId) => {
    expect(place(tagId, parentId, 0)).toEqual({ ok: false, reason: 'under-itself' });
  });

  it('refuses an unknown tag or parent', () => {
    expect(place('nope', null, 0)).toEqual({ ok: false, reason: 'not-found' });
    expect(place('wine', 'nope', 0)).toEqual({ ok: false, reason: 'parent-not-found' });
  });

  it('changes nothing when the tag stays where it is', () => {
    expect(place('water', 'adventure', 0)).toEqual({ ok: true, updates: [] });
  });
});

describe('placeByKeyboard', () => {
  const flat = flattenTagTree(tags);

  it.each([
    ['sailing', 'up', { parentId: 'water', position: 0 }],
    ['kayak', 'down', { parentId: 'water', position: 1 }],
    ['food', 'indent', { parentId: 'adventure', position: 1 }],
    ['sailing', 'indent', { parentId: 'kayak', position: 0 }],
    ['kayak', 'outdent', { parentId: 'adventure', position: 1 }],
    ['water', 'outdent', { parentId: null, position: 1 }],
  ] as const)('places %s %s', (tagId, move, placement) => {
    expect(placeByKeyboard(flat, tagId, move)).toEqual(placement);
  });

  it.each([
    ['adventure', 'up'],
    ['food', 'down'],
    ['adventure', 'indent'],
    ['adventure', 'outdent'],
  ] as const)('has no place for %s moved %s', (tagId, move) => {
    expect(placeByKeyboard(flat, tagId, move)).toBeNull();
  });
});
