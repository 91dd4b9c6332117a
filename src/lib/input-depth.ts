/** Deeper than any form, API call or server action of the shop nests its input; deeper input is refused, not walked. */
export const MAX_INPUT_DEPTH = 64;

/**
 * How many objects and arrays deep `value` nests (a string or number: 0, `[]`: 1, `[{}]`: 2).
 * Walks without recursion and no deeper than `limit`: anything deeper answers `limit + 1`, so
 * input nested thousands of levels costs no more than input nested `limit + 1`.
 */
export function nestingDepth(value: unknown, limit = MAX_INPUT_DEPTH): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (!next.value || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > limit) return limit + 1;
    deepest = Math.max(deepest, depth);
    for (const item of Object.values(next.value)) pending.push({ value: item, depth });
  }
  return deepest;
}
