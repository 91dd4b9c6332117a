import type { CategoryFilterOption } from '../schemas';

export type TagNode = { id: string; slug: string; name: string; parentId: string | null; sortOrder: number };

function groupChildren(tags: readonly TagNode[]): Map<string | null, TagNode[]> {
  const children = new Map<string | null, TagNode[]>();
  for (const tag of tags) {
    const siblings = children.get(tag.parentId) ?? [];
    siblings.push(tag);
    children.set(tag.parentId, siblings);
  }
  for (const siblings of children.values()) {
    siblings.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  }
  return children;
}

/** The tag and everything below it, so a filter by "Adventure" also finds "Kayaking". */
export function listTagIdsWithDescendants(tags: readonly TagNode[], rootId: string): string[] {
  const children = groupChildren(tags);
  const ids: string[] = [];
  const pending = [rootId];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const id = pending.pop() as string;
    // A cycle cannot be saved through the admin, but a bad import must not hang a page.
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    for (const child of children.get(id) ?? []) pending.push(child.id);
  }
  return ids;
}

/**
 * Category options of a list's filter, as a depth-first outline. A tag is offered when it or a
 * tag below it is on at least one product of the list, so no option leads to an empty page.
 */
export function buildCategoryFilterOptions(tags: readonly TagNode[], usedTagIds: ReadonlySet<string>): CategoryFilterOption[] {
  const children = groupChildren(tags);
  const options: CategoryFilterOption[] = [];
  const visit = (parentId: string | null, depth: number, path: ReadonlySet<string>): void => {
    for (const tag of children.get(parentId) ?? []) {
      if (path.has(tag.id)) continue;
      const inUse = listTagIdsWithDescendants(tags, tag.id).some((id) => usedTagIds.has(id));
      if (!inUse) continue;
      options.push({ slug: tag.slug, name: tag.name, depth });
      visit(tag.id, depth + 1, new Set([...path, tag.id]));
    }
  };
  visit(null, 0, new Set());
  return options;
}

/** One line of the flattened tree (SPEC §7 `GET /v3/products/tags`): depth-first, `position` among its siblings. */
export type FlatTagNode<Tag extends TagNode = TagNode> = Tag & { depth: number; position: number };

/**
 * The tree as a depth-first outline, each tag with its depth and its place among its siblings.
 * Tags caught in a cycle or under a missing parent (only a bad import makes either) come last as
 * roots, so staff can see and move them instead of losing them.
 */
export function flattenTagTree<Tag extends TagNode>(tags: readonly Tag[]): FlatTagNode<Tag>[] {
  const children = groupChildren(tags) as Map<string | null, Tag[]>;
  const flat: FlatTagNode<Tag>[] = [];
  const placed = new Set<string>();
  const visit = (parentId: string | null, depth: number): void => {
    (children.get(parentId) ?? []).forEach((tag, position) => {
      if (placed.has(tag.id)) return;
      placed.add(tag.id);
      flat.push({ ...tag, depth, position });
      visit(tag.id, depth + 1);
    });
  };
  visit(null, 0);
  const stray = tags.filter((tag) => !placed.has(tag.id));
  for (const tag of stray) {
    if (placed.has(tag.id)) continue;
    placed.add(tag.id);
    flat.push({ ...tag, depth: 0, position: 0 });
    visit(tag.id, 1);
  }
  return flat;
}

/** A tag's new place: under `parentId` (null: a root), at `position` among its new siblings. */
export type TagPlacement = { parentId: string | null; position: number };

export type TagMovePlan =
  | { ok: true; updates: { id: string; parentId: string | null; sortOrder: number }[] }
  | { ok: false; reason: 'not-found' | 'parent-not-found' | 'under-itself' };

/**
 * Where every sibling of the old and new parent ends up when `tagId` moves to `placement`:
 * siblings are renumbered 0, 1, 2… so positions stay dense whatever the old numbers were. A tag
 * cannot go under itself or under one of its descendants (that would cut the branch off the tree).
 */
export function planTagMove(tags: readonly TagNode[], tagId: string, placement: TagPlacement): TagMovePlan {
  const tag = tags.find((candidate) => candidate.id === tagId);
  if (!tag) return { ok: false, reason: 'not-found' };
  if (placement.parentId !== null) {
    if (!tags.some((candidate) => candidate.id === placement.parentId)) return { ok: false, reason: 'parent-not-found' };
    if (listTagIdsWithDescendants(tags, tagId).includes(placement.parentId)) return { ok: false, reason: 'under-itself' };
  }
  const children = groupChildren(tags);
  const newSiblings = (children.get(placement.parentId) ?? []).filter((sibling) => sibling.id !== tagId);
  const index = Math.max(0, Math.min(placement.position, newSiblings.length));
  newSiblings.splice(index, 0, { ...tag, parentId: placement.parentId });
  const updates = new Map<string, { id: string; parentId: string | null; sortOrder: number }>();
  const renumber = (siblings: readonly TagNode[], parentId: string | null) => {
    siblings.forEach((sibling, sortOrder) => {
      const current = tags.find((candidate) => candidate.id === sibling.id);
      if (current && current.parentId === parentId && current.sortOrder === sortOrder) return;
      updates.set(sibling.id, { id: sibling.id, parentId, sortOrder });
    });
  };
  if (tag.parentId !== placement.parentId) {
    renumber((children.get(tag.parentId) ?? []).filter((sibling) => sibling.id !== tagId), tag.parentId);
  }
  renumber(newSiblings, placement.parentId);
  return { ok: true, updates: [...updates.values()] };
}

export type KeyboardTagMove = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The placement a keyboard move asks for, from the flattened tree: up and down swap with the
 * neighbouring sibling, indent makes the tag the last child of the sibling above it, outdent
 * puts it right after its parent. Null when the move is not possible (first sibling moved up…).
 */
export function placeByKeyboard(flat: readonly Pick<FlatTagNode, 'id' | 'parentId' | 'position'>[], tagId: string, move: KeyboardTagMove): TagPlacement | null {
  const tag = flat.find((candidate) => candidate.id === tagId);
  if (!tag) return null;
  const siblings = flat.filter((candidate) => candidate.parentId === tag.parentId);
  switch (move) {
    case 'up':
      return tag.position > 0 ? { parentId: tag.parentId, position: tag.position - 1 } : null;
    case 'down':
      return tag.position < siblings.length - 1 ? { parentId: tag.parentId, position: tag.position + 1 } : null;
    case 'indent': {
      const above = siblings.find((sibling) => sibling.position === tag.position - 1);
      if (!above) return null;
      return { parentId: above.id, position: flat.filter((candidate) => candidate.parentId === above.id).length };
    }
    case 'outdent': {
      const parent = flat.find((candidate) => candidate.id === tag.parentId);
      return parent ? { parentId: parent.parentId, position: parent.position + 1 } : null;
    }
  }
}
