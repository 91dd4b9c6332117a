import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints planted files through the project's own eslint.config.mjs, so `npm run lint` fails the same way.
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL('../../eslint.config.mjs', import.meta.url)) });
  // Loading the config and its parsers takes seconds on a busy machine; do it once, outside the tests' timeout.
  await eslint.lintText('', { filePath: `${root}src/lib/planted.ts` });
}, 60_000);

async function lintPlanted(filePath: string, code: string): Promise<{ ruleId: string | null; severity: number; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map(({ ruleId, severity, message }) => ({ ruleId, severity, message }));
}

/** One import of `name` from `source`, used so no other rule has a reason to complain. */
function importing(name: string, source: string): string {
  return `import { ${name} } from '${source}';\n\nexport const planted = ${name};\n`;
}

describe('layer fences (docs/adr/0003-areas.md)', () => {
  it.each([
    {
      violation: 'a component imports a repository',
      filePath: 'src/components/layout/planted.tsx',
      code: importing('findTagsBySlugs', '@/domains/catalog/server/repository'),
      because: /src\/components holds primitives/,
    },
    {
      violation: "an area's lib imports @/server/db",
      filePath: 'src/domains/catalog/lib/planted.ts',
      code: importing('getDatabase', '@/server/db'),
      because: /lib\/ and schemas\.ts are pure/,
    },
    {
      violation: "an area's schemas.ts imports Prisma types",
      filePath: 'src/domains/orders/schemas.ts',
      code: "import type { ProductKind } from '@/generated/prisma/enums';\n\nexport type Planted = ProductKind;\n",
      because: /lib\/ and schemas\.ts are pure/,
    },
    {
      violation: "area A's ui imports area B's server code",
      filePath: 'src/domains/engagement/ui/planted.tsx',
      code: importing('listProductCardsBySlugs', '@/domains/catalog/server/queries'),
      because: /another area's schemas\.ts, lib\/ and ui\/ only/,
    },
    {
      violation: "app imports an area's repository",
      filePath: 'src/app/(storefront)/[locale]/(default)/planted/page.tsx',
      code: importing('findTagsBySlugs', '@/domains/catalog/server/repository'),
      because: /Routes are thin/,
    },
    {
      violation: "area A's service imports area B's repository",
      filePath: 'src/domains/engagement/server/planted-service.ts',
      code: importing('findTagsBySlugs', '@/domains/catalog/server/repository'),
      because: /never its repository/,
    },
    {
      violation: 'an area imports an area above it (catalog → engagement)',
      filePath: 'src/domains/catalog/ui/planted.tsx',
      code: importing('LoveListButton', '@/domains/engagement/ui/love-list-button'),
      because: /An area imports only the areas below it/,
    },
    {
      violation: "an area's server imports a higher area's server (accounts → bookings)",
      filePath: 'src/domains/accounts/server/planted.ts',
      code: importing('listCustomerBookings', '@/domains/bookings/server/queries'),
      because: /accounts may not import an area above it/,
    },
    {
      violation: 'an area imports the shell',
      filePath: 'src/domains/content/ui/planted.tsx',
      code: importing('StorefrontFooter', '@/shell/storefront-footer'),
      because: /Areas sit below src\/shell/,
    },
    {
      violation: 'a primitive imports an area',
      filePath: 'src/components/ui/planted.tsx',
      code: importing('productPath', '@/domains/catalog/lib/product-path'),
      because: /src\/components holds primitives below the areas/,
    },
    {
      violation: 'src/server imports an area',
      filePath: 'src/server/planted.ts',
      code: importing('getStaffMemberOrThrow', '@/domains/accounts/server/service'),
      because: /src\/server is shared infrastructure below the areas: it imports no area/,
    },
    {
      violation: 'a store imports server code',
      filePath: 'src/stores/planted-store.ts',
      code: importing('listLoveList', '@/domains/engagement/server/love-list-service'),
      because: /client state only/,
    },
  ])('reports $violation', async ({ filePath, code, because }) => {
    const messages = await lintPlanted(filePath, code);
    // Severity 2 is an error: `npm run lint` fails on it.
    expect(messages).toEqual([{ ruleId: 'boundaries/dependencies', severity: 2, message: expect.stringMatching(because) }]);
  });

  it('keeps reporting @/server/db in app, components and area ui', async () => {
    const messages = await lintPlanted('src/domains/orders/ui/planted.tsx', importing('getDatabase', '@/server/db'));
    expect(messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
  });

  it.each([
    { reach: "a lower area's ui from an area's ui", filePath: 'src/domains/engagement/ui/planted.tsx', source: '@/domains/orders/ui/add-to-cart-button', name: 'AddToCartButton' },
    { reach: 'any area from the shell', filePath: 'src/shell/planted.tsx', source: '@/domains/bookings/ui/booking-widget', name: 'BookingWidget' },
    { reach: "an area's own server code from its ui", filePath: 'src/domains/catalog/ui/planted.tsx', source: '@/domains/catalog/server/queries', name: 'listTagLinksBySlugs' },
    { reach: "another area's queries from an area's server", filePath: 'src/domains/engagement/server/planted.ts', source: '@/domains/catalog/server/queries', name: 'listProductCardsBySlugs' },
    { reach: "an area's service from a route", filePath: 'src/app/api/planted/route.ts', source: '@/domains/engagement/server/love-list-service', name: 'listLoveList' },
    { reach: "an area's rules from a store", filePath: 'src/stores/planted-store.ts', source: '@/domains/orders/lib/cart-rules', name: 'addCartLine' },
  ])('allows $reach', async ({ filePath, source, name }) => {
    expect(await lintPlanted(filePath, importing(name, source))).toEqual([]);
  });
});

describe('one clock (issue 25)', () => {
  const formatting = (directive: string, zone: string) =>
    `${directive}export function label(startsAt: Date, booking: { timeZone: string }): string {\n  return \`\${new Intl.DateTimeFormat('en-CA', { timeStyle: 'short', timeZone: ${zone} }).format(startsAt)} \${booking.timeZone}\`;\n}\n`;

  it('reports a client component converting an instant into a zone it was handed', async () => {
    const messages = await lintPlanted('src/domains/bookings/ui/planted.tsx', formatting("'use client';\n\n", 'booking.timeZone'));
    expect(messages).toEqual([{ ruleId: 'no-restricted-syntax', severity: 2, message: expect.stringMatching(/send the time as text from the server/) }]);
  });

  it.each([
    { case: 'a fixed zone in a client component', directive: "'use client';\n\n", zone: "'UTC'" },
    { case: 'the server formatting in the experience zone', directive: '', zone: 'booking.timeZone' },
  ])('allows $case', async ({ directive, zone }) => {
    expect(await lintPlanted('src/domains/bookings/ui/planted.tsx', formatting(directive, zone))).toEqual([]);
  });
});
