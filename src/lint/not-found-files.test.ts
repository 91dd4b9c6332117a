import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const storefront = fileURLToPath(new URL('../app/(storefront)/[locale]', import.meta.url));

function findNotFoundFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return findNotFoundFiles(path);
    return entry.name === 'not-found.tsx' ? [path] : [];
  });
}

// Next renders a not-found file with every page below it, so what it renders costs each page view.
describe('not-found files under [locale]', () => {
  it.each(findNotFoundFiles(storefront).map((path) => relative(storefront, path)))('%s leaves the header and footer to the layouts', (file) => {
    const source = readFileSync(join(storefront, file), 'utf8');
    expect(source).not.toMatch(/site-header|storefront-footer|site-footer/);
  });
});
