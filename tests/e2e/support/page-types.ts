import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitLocalePrefix } from '../../../src/i18n/locale-paths';
import { LIST_VIEWS_SEGMENT, queryLists } from '../../../src/storefront-routing';

const appDirectory = fileURLToPath(new URL('../../../src/app', import.meta.url));

/** A page of the shop as Next routes it: "/booking/[slug]", "/admin/products/[id]", "/". */
export type PageType = string;

function findPageFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return findPageFiles(path);
    return entry.name === 'page.tsx' ? [path] : [];
  });
}

/** Route groups "(admin)" and the default locale's "[locale]" are not part of the address. */
function toPageType(pageFile: string): PageType {
  const segments = relative(appDirectory, pageFile).split(sep).slice(0, -1);
  const visible = segments.filter((segment) => !/^\(.+\)$/.test(segment) && segment !== '[locale]');
  return `/${visible.join('/')}`;
}

/** Every page type under src/app, from its page.tsx files. */
export function listPageTypes(): PageType[] {
  return findPageFiles(appDirectory).map(toPageType).sort();
}

type Matcher = { pageType: PageType; pattern: RegExp; rank: number[] };

function toMatcher(pageType: PageType): Matcher {
  const segments = pageType.split('/').filter(Boolean);
  const pattern = segments
    .map((segment) => (segment.startsWith('[...') ? '/.+' : segment.startsWith('[') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  // Static segments win over dynamic ones, a dynamic one over a catch-all, as in Next.
  const rank = segments.map((segment) => (segment.startsWith('[...') ? 2 : segment.startsWith('[') ? 1 : 0));
  return { pageType, pattern: new RegExp(`^${pattern || '/'}$`), rank };
}

function compareRanks(a: Matcher, b: Matcher): number {
  for (let index = 0; index < Math.max(a.rank.length, b.rank.length); index++) {
    const difference = (a.rank[index] ?? -1) - (b.rank[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

let matchers: Matcher[] | undefined;

/** The page type an address is served by, in any language: filtered lists by their list view, the rest by the page file. */
export function findPageType(url: URL): PageType {
  const { path } = splitLocalePrefix(url.pathname);
  const list = queryLists.find((candidate) => candidate.path === path);
  if (list && list.queryKeys.some((key) => url.searchParams.has(key))) return `/${LIST_VIEWS_SEGMENT}${list.path}`;
  matchers ??= listPageTypes().map(toMatcher).sort(compareRanks);
  return matchers.find((matcher) => matcher.pattern.test(path))?.pageType ?? path;
}
