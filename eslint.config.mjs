import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';

const prismaClientPattern = { group: ['@prisma/client', '@prisma/client/*'], message: 'Import the generated client from @/generated/prisma.' };

// The layers of docs/adr/0003-areas.md, as folders. A file belongs to the first element that matches.
const elements = [
  { type: 'area-server', pattern: 'src/domains/*/server', capture: ['area'] },
  { type: 'area-ui', pattern: ['src/domains/*/ui', 'src/domains/*/admin'], capture: ['area'] },
  { type: 'area-lib', pattern: 'src/domains/*/lib', capture: ['area'] },
  // What is left of an area: schemas.ts and actions.ts.
  { type: 'area', pattern: 'src/domains/*', capture: ['area'] },
  { type: 'app', pattern: 'src/app' },
  // Above the areas: the layout, the overlay hosts and the pages' composition of several areas.
  { type: 'shell', pattern: 'src/shell' },
  { type: 'components', pattern: 'src/components' },
  { type: 'stores', pattern: 'src/stores' },
  { type: 'server', pattern: 'src/server' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'prisma', pattern: 'src/generated' },
  // proxy.ts and instrumentation*.ts: entry points with the reach of a route.
  { type: 'entry', pattern: 'src' },
].map((element) => ({ ...element, partialMatch: false }));

const otherArea = { area: '!{{ from.captured.area }}' };
const element = (selector) => ({ element: selector });
const schemas = element({ types: 'area', fileInternalPath: 'schemas.ts' });
const actions = element({ types: 'area', fileInternalPath: 'actions.ts' });
const anyOf = (...types) => element({ types });
const disallowTo = (...targets) => targets.map((target) => ({ to: target }));

/**
 * The order of the areas, lowest first (docs/adr/0003-areas.md): an area imports only areas before
 * it in this list, so the areas form no cycle. Several areas on one page are composed in src/shell.
 */
export const AREA_ORDER = ['payments', 'media', 'mail', 'accounts', 'reviews', 'catalog', 'content', 'vouchers', 'orders', 'group-gifts', 'engagement', 'bookings', 'back-office'];
const areaTypes = ['area-server', 'area-ui', 'area-lib', 'area'];
const areaOrderPolicies = AREA_ORDER.slice(0, -1).map((area, rank) => ({
  from: element({ types: areaTypes, captured: { area } }),
  disallow: [{ to: element({ types: areaTypes, captured: { area: `{${AREA_ORDER.slice(rank + 1).join(',')}}` } }) }],
  message: `An area imports only the areas below it (docs/adr/0003-areas.md: ${AREA_ORDER.join(' → ')}). ${area} may not import an area above it: compose the page in src/shell, pass a slot, or let the higher area follow an event of the lower one.`,
}));

// Later policies win over earlier ones; an import no policy mentions is allowed.
const policies = [
  {
    from: anyOf('app', 'entry'),
    disallow: disallowTo(anyOf('prisma'), element({ types: 'area-server', fileInternalPath: 'repository*.ts' })),
    message:
      "Routes are thin (docs/adr/0003-areas.md): they parse, authorise and call an area's server use cases or queries. Prisma and repositories stay behind them, where the rules and transactions are.",
  },
  {
    from: anyOf('area-ui'),
    disallow: disallowTo(
      anyOf('app', 'server', 'prisma', 'entry'),
      element({ types: 'area-server', captured: otherArea }),
      element({ types: 'area', captured: otherArea, fileInternalPath: '!schemas.ts' }),
    ),
    message:
      "An area's UI may use src/components, its own area, and another area's schemas.ts, lib/ and ui/ only. Another area's server code and actions, @/server and Prisma stay out, so each area's data keeps one way in.",
  },
  {
    from: [element({ types: 'area-lib' }), schemas],
    disallow: disallowTo(anyOf('app', 'entry', 'server', 'prisma', 'area-server', 'area-ui', 'components', 'stores'), actions),
    message:
      "An area's lib/ and schemas.ts are pure and load in the browser (forms, stores) and in the server that re-checks them: no Prisma, no @/server, no server code of any area, no UI.",
  },
  {
    from: anyOf('stores'),
    disallow: disallowTo(anyOf('app', 'entry', 'server', 'prisma', 'area-server'), actions),
    message: 'Zustand stores hold client state only: they run in the browser and may not pull in server code or Prisma.',
  },
  {
    from: anyOf('components'),
    disallow: disallowTo(anyOf('app', 'entry', 'shell', 'server', 'prisma', ...areaTypes)),
    message:
      'src/components holds primitives below the areas (ui, admin kit, seo): no area, no @/server, no Prisma. The layout and the overlay hosts, which place the areas\' components, live in src/shell.',
  },
  {
    from: anyOf('shell'),
    disallow: disallowTo(anyOf('app', 'entry', 'prisma'), element({ types: 'area-server', fileInternalPath: 'repository*.ts' })),
    message: "src/shell composes the areas' components and reads: it imports no route, no Prisma and no repository.",
  },
  {
    from: anyOf(...areaTypes),
    disallow: disallowTo(anyOf('shell')),
    message: 'Areas sit below src/shell: the shell composes them, never the other way round.',
  },
  ...areaOrderPolicies,
  {
    from: anyOf('lib', 'i18n'),
    disallow: disallowTo(anyOf('app', 'entry', 'server', 'prisma', 'area-server', 'area-ui', 'area', 'area-lib', 'components', 'stores')),
    message: 'src/lib and src/i18n are isomorphic helpers below every layer: they import none of them.',
  },
  {
    from: [element({ types: 'area-server' }), actions],
    disallow: disallowTo(
      anyOf('app', 'entry', 'components', 'area-ui', 'stores'),
      element({ types: 'area-server', captured: otherArea, fileInternalPath: 'repository*.ts' }),
    ),
    message:
      "An area reaches another area's data only through that area's server use cases and queries, never its repository: repositories hold no rules, so the owning area's invariants would be skipped. Server code renders no UI and reads no client store.",
  },
  {
    from: anyOf('server'),
    disallow: disallowTo(anyOf('app', 'entry', 'shell', 'components', 'stores', ...areaTypes)),
    message:
      'src/server is shared infrastructure below the areas: it imports no area (an area declares what src/server needs of it, e.g. its admin-operations.ts, and src/shell assembles them), renders no UI and reads no client store.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [prismaClientPattern] }],
    },
  },
  {
    // Routes, pages and components reach data only through a domain's server/ folder.
    files: ['src/app/**', 'src/components/**', 'src/domains/*/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@/server/db', message: 'Prisma is reached only through src/domains/*/server/repository.ts.' }],
          patterns: [prismaClientPattern],
        },
      ],
    },
  },
  {
    // The layer fences of docs/adr/0003-areas.md; src/lint/boundaries.test.ts plants violations to prove them.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies }],
      // No two files import each other, directly or round a loop (type-only imports included: a
      // type cycle is the same knot for a reader).

    },
  },
  {
    // One clock (issue 25): a browser component never converts an instant into an experience's or a
    // recipient's zone with its own time-zone data (it may be older than the server's and show
    // another hour). The server sends such times as text; a fixed zone literal ('UTC' for wall-clock
    // values, the shop's Toronto) is fine, and so is the viewer's own zone (no timeZone at all).
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "NewExpression[callee.property.name='DateTimeFormat']",
          "CallExpression[callee.property.name=/^(DateTimeFormat|dateTime|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]",
        ].map((formatter) => ({
          selector: `Program:has(> ExpressionStatement[directive='use client']) ${formatter} Property[key.name='timeZone'][value.type!='Literal']`,
          message: 'A client component formats no instant in a zone it is handed: send the time as text from the server (see BookingQuote.labels).',
        })),
      ],
    },
  },
  globalIgnores(['.next/**', 'bench/bare/.next/**', 'node_modules/**', 'src/generated/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
