export interface TagNode {
  id: string;
  parentId: string | null;
}

/**
 * The given tags and every tag below them, each once, roots first. A landing tagged "Adventure"
 * shows products tagged "Kayaking" too. Unknown ids are kept (they simply match no product),
 * and a corrupt tree with a cycle cannot loop forever because visited tags are skipped.
 */
export function expandTagIdsWithDescendants(rootIds: readonly string[], tags: readonly TagNode[]): string[] {
  const childrenByParent = new Map<string, string[]>();
  for (const tag of tags) {
    if (tag.parentId === null) continue;
    const siblings = childrenByParent.get(tag.parentId);
    if (siblings) siblings.push(tag.id);
    else childrenByParent.set(tag.parentId, [tag.id]);
  }
  const seen = new Set<string>();
  const queue = [...rootIds];
  for (let index = 0; index < queue.length; index += 1) {
    const id = queue[index] as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(childrenByParent.get(id) ?? []));
  }
  return [...seen];
}
