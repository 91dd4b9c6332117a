import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import english from '../../messages/en-CA.json';
import { clientMessageScopes } from '@/shell/client-message-scopes';
import { collectScopeUses, isCovered, listRouteFiles, readMessagePaths, readSourceFiles } from './client-messages';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('reading the message paths a client component uses', () => {
  it('finds literal keys, template keys up to their first placeholder, and a handed-on translator', () => {
    const source = `
      const t = useTranslations('modules.cart');
      t('title'); t.rich('terms', { b }); t(\`kind.\${kind}\`); const x = 'border-t text-sm';
      useCallback(() => t('empty'), [locale, t]);
      function Other() { const t = useTranslations('form.account'); describe(t); }`;
    expect(readMessagePaths(source).sort()).toEqual(['form.account', 'modules.cart.empty', 'modules.cart.kind', 'modules.cart.terms', 'modules.cart.title']);
  });

  it('takes a translator without a namespace, or a key that is not written out, as reading everything it covers', () => {
    expect(readMessagePaths("const t = useTranslations(); t('a.b');")).toContain('');
    expect(readMessagePaths("const t = useTranslations('modules.header'); t(link.labelKey);")).toEqual(['modules.header']);
  });
});

describe('which provider a client component reads its messages from', () => {
  it('follows a component handed down through a context to the page that renders it', () => {
    const files = new Map([
      ['src/app/layout.tsx', "import { Document } from '@/shell/document';"],
      ['src/shell/document.tsx', "import { Provider } from './provider';\nexport const D = () => <ClientMessages scope=\"shell\"><Provider /></ClientMessages>;"],
      ['src/shell/provider.tsx', "'use client';\nimport { SlotContext } from '@/slot';\nimport { Heart } from '@/heart';\nexport const P = () => <SlotContext.Provider value={Heart} />;"],
      ['src/slot.tsx', "'use client';\nexport const SlotContext = createContext(null);"],
      ['src/heart.tsx', "'use client';\nconst t = useTranslations('modules.loveList'); t('toggle');"],
      ['src/app/page.tsx', "import { Slot } from '@/slot';\nexport default withClientMessages('product', Page);"],
    ]);
    const uses = collectScopeUses(['src/app/layout.tsx', 'src/app/page.tsx'], files, 'shell');
    expect([...(uses.get('product')?.paths.keys() ?? [])]).toEqual(['modules.loveList.toggle']);
  });
});

describe('client messages per provider (src/shell/client-message-scopes.ts)', () => {
  const files = readSourceFiles(root);
  const uses = collectScopeUses(listRouteFiles(files, 'src/app/(storefront)'), files, 'shell');

  it.each(Object.keys(clientMessageScopes))('scope %s holds every message its client components read', (scope) => {
    const declared: readonly string[] = clientMessageScopes[scope as keyof typeof clientMessageScopes];
    const missing = [...(uses.get(scope)?.paths ?? [])].filter(([path]) => !isCovered(path, declared)).map(([path, file]) => `${path || '(everything)'} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(clientMessageScopes))('scope %s sends no namespace its client components never read, and exists in the catalogue', (scope) => {
    const declared: readonly string[] = clientMessageScopes[scope as keyof typeof clientMessageScopes];
    const read = [...(uses.get(scope)?.paths.keys() ?? [])];
    expect(declared.filter((namespace) => !read.some((path) => isCovered(path, [namespace]) || isCovered(namespace, [path])))).toEqual([]);
    const inCatalogue = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], english) !== undefined;
    expect(declared.filter((path) => !inCatalogue(path))).toEqual([]);
  });
});
