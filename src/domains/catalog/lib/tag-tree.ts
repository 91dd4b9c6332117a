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
