import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';

/**
 * Which message paths the storefront's client components read, found by reading the source:
 * the check behind the house rule that a client component gets only the namespaces it uses
 * (src/shell/client-message-scopes.ts). Used by its test only.
 */

export type SourceFiles = ReadonlyMap<string, string>;

const extensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** Every .ts/.tsx file under `src`, tests left out, keyed by its path from the project root. */
export function readSourceFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(join(root, folder))) {
      const path = `${folder}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.set(path, readFileSync(join(root, path), 'utf8'));
    }
  };
  walk('src');
  return files;
}

function resolveImport(from: string, specifier: string, files: SourceFiles): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = relative('.', join(dirname(from), specifier));
  else return undefined;
  if (files.has(base)) return base;
  return extensions.map((extension) => base + extension).find((candidate) => files.has(candidate));
}

/** The project files a file loads: static and dynamic imports and re-exports; `import type` loads nothing. */
export function readImports(path: string, files: SourceFiles): string[] {
  const source = files.get(path) ?? '';
  const specifiers = [
    ...[...source.matchAll(/^\s*(?:import|export)(?!\s+type\s)[^'";]*?from\s*['"]([^'"]+)['"]/gm)].map((match) => match[1]),
    ...[...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((match) => match[1]),
    ...[...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]),
  ];
  return specifiers.flatMap((specifier) => resolveImport(path, specifier ?? '', files) ?? []);
}

export function isClientModule(source: string): boolean {
  return /^\s*['"]use client['"]/.test(source);
}

/**
 * The message paths a file reads through `useTranslations`: `namespace.key` for each literal key
 * (a template key up to its last dot before the first `${`), the whole namespace when a key is not
 * literal or the translator is handed on. `useTranslations()` and `useMessages()` read everything (`''`).
 */
export function readMessagePaths(source: string): string[] {
  const paths = new Set<string>();
  if (/useMessages\(/.test(source) || /useTranslations\(\s*\)/.test(source)) paths.add('');
  const declarations = [...source.matchAll(/const\s+(\w+)\s*=\s*useTranslations\(\s*(['"`]?)([^'"`)]*)\2\s*\)/g)];
  declarations.forEach((declaration, index) => {
    const [text, name, quote, namespace] = declaration as unknown as [string, string, string, string];
    if (!quote) {
      paths.add('');
      return;
    }
    // The translator's uses run until the next translator of the same name (the next component).
    const start = (declaration.index ?? 0) + text.length;
    const next = declarations.slice(index + 1).find((other) => other[1] === name);
    const body = source.slice(start, next?.index ?? source.length);
    const uses = [...body.matchAll(new RegExp(`(?<![\\w.$'’-])${name}\\b(?!-)(\\.(?:rich|markup|raw|has))?(\\()?`, 'g'))];
    for (const use of uses) {
      if (!use[2]) {
        // A hook's dependency list (`[locale, t]`) only names it; anything else hands it on.
        const before = body.slice(0, use.index).trimEnd().at(-1);
        const after = body.slice((use.index ?? 0) + use[0].length).trimStart()[0];
        if (!((before === '[' || before === ',') && (after === ']' || after === ','))) paths.add(namespace);
        continue;
      }
      const argument = body.slice((use.index ?? 0) + use[0].length).trimStart();
      const literal = /^(['"])([^'"]*)\1/.exec(argument);
      const template = /^`([^`$]*)(\$\{)?/.exec(argument);
      let key: string | undefined;
      if (literal) key = literal[2];
      else if (template) key = template[2] ? template[1]?.slice(0, Math.max(0, template[1].lastIndexOf('.'))) : template[1];
      paths.add(key ? `${namespace}.${key}` : namespace);
    }
  });
  return [...paths];
}

/**
 * A component handed down through a context (`<XContext.Provider value={Component}>`) renders
 * where the context is read, under that place's messages: the file defining the context leads to it.
 */
function readContextSlots(files: SourceFiles): Map<string, string[]> {
  const slots = new Map<string, string[]>();
  for (const [path, source] of files) {
    for (const [, context, component] of source.matchAll(/(\w+)\.Provider\s+value=\{(\w+)\}/g)) {
      const from = (name: string | undefined) => {
        const specifier = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*['"]([^'"]+)['"]`).exec(source)?.[1];
        return specifier ? resolveImport(path, specifier, files) : undefined;
      };
      const [definedIn, componentIn] = [from(context), from(component)];
      if (definedIn && componentIn) slots.set(definedIn, [...(slots.get(definedIn) ?? []), componentIn]);
    }
  }
  return slots;
}

const contextSlots = new WeakMap<SourceFiles, Map<string, string[]>>();

/** Every file a client module brings into the browser with it, and the components its contexts render. */
export function collectClientTree(entry: string, files: SourceFiles): Set<string> {
  if (!contextSlots.has(files)) contextSlots.set(files, readContextSlots(files));
  const slots = contextSlots.get(files);
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    readImports(path, files).forEach(visit);
    slots?.get(path)?.forEach(visit);
  };
  visit(entry);
  return seen;
}

export interface ScopeUse {
  /** The message paths client components read under this provider, each with one file reading it. */
  paths: Map<string, string>;
}

/**
 * Walks the server components from each route file. A file that renders
 * `<ClientMessages scope="x">` or exports `withClientMessages('x', Page)` puts everything it
 * imports under scope x (so it must wrap all it renders); every client module met on the way, and all it imports, reads its messages from the
 * scope in force there.
 */
export function collectScopeUses(routeFiles: string[], files: SourceFiles, rootScope: string): Map<string, ScopeUse> {
  const uses = new Map<string, ScopeUse>();
  const pathsOf = new Map<string, string[]>();
  const record = (scope: string, clientEntry: string) => {
    const use = uses.get(scope) ?? { paths: new Map() };
    uses.set(scope, use);
    for (const file of collectClientTree(clientEntry, files)) {
      if (!pathsOf.has(file)) pathsOf.set(file, readMessagePaths(files.get(file) ?? ''));
      for (const path of pathsOf.get(file) ?? []) if (!use.paths.has(path)) use.paths.set(path, file);
    }
  };
  const seen = new Set<string>();
  const visit = (path: string, inherited: string) => {
    const source = files.get(path) ?? '';
    if (isClientModule(source)) {
      record(inherited, path);
      return;
    }
    const declared = /<ClientMessages\b[^>]*\bscope="(\w+)"|withClientMessages\(\s*'(\w+)'/.exec(source);
    const scope = declared?.[1] ?? declared?.[2] ?? inherited;
    const key = `${scope} ${path}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of readImports(path, files)) visit(imported, scope);
  };
  for (const route of routeFiles) visit(route, rootScope);
  return uses;
}

/** Whether `declared` (namespaces or single messages) holds `path`. */
export function isCovered(path: string, declared: readonly string[]): boolean {
  return declared.some((namespace) => path === namespace || path.startsWith(`${namespace}.`));
}

/** The storefront's route files: pages, layouts and the error and not-found screens. */
export function listRouteFiles(files: SourceFiles, under: string): string[] {
  return [...files.keys()].filter((path) => path.startsWith(under) && /\/(page|layout|error|not-found|loading|template)\.tsx$/.test(path));
}
