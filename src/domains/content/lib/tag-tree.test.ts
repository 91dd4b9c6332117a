import { describe, expect, it } from 'vitest';
import { expandTagIdsWithDescendants, type TagNode } from './tag-tree';

const tree: TagNode[] = [
  { id: 'adventure', parentId: null },
  { id: 'water', parentId: 'adventure' },
  { id: 'kayaking', parentId: 'water' },
  { id: 'rafting', parentId: 'water' },
  { id: 'winter', parentId: 'adventure' },
  { id: 'food', parentId: null },
  { id: 'wine', parentId: 'food' },
];

describe('expandTagIdsWithDescendants', () => {
  it('adds children and grandchildren of a root', () => {
    expect(expandTagIdsWithDescendants(['adventure'], tree).sort()).toEqual(['adventure', 'kayaking', 'rafting', 'water', 'winter']);
  });

  it('leaves siblings and ancestors out', () => {
    expect(expandTagIdsWithDescendants(['water'], tree).sort()).toEqual(['kayaking', 'rafting', 'water']);
  });

  it('lists each tag once when roots overlap', () => {
    expect(expandTagIdsWithDescendants(['water', 'adventure', 'wine'], tree).sort()).toEqual(
      ['adventure', 'kayaking', 'rafting', 'water', 'wine', 'winter'],
    );
  });

  it('keeps a leaf and an unknown id as they are', () => {
    expect(expandTagIdsWithDescendants(['kayaking', 'gone'], tree)).toEqual(['kayaking', 'gone']);
  });

  it('stops on a cycle', () => {
    const cyclic: TagNode[] = [
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ];
    expect(expandTagIdsWithDescendants(['a'], cyclic).sort()).toEqual(['a', 'b']);
  });

  it('returns nothing for no roots', () => {
    expect(expandTagIdsWithDescendants([], tree)).toEqual([]);
  });
});
