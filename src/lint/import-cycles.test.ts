import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run lint` runs dependency-cruiser with the project's .dependency-cruiser.cjs; this plants files in a scratch folder.
const config = fileURLToPath(new URL('../../.dependency-cruiser.cjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'import-cycles-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function findCycles(files: Record<string, string>): Promise<string[]> {
  const folder = mkdtempSync(join(scratch, 'case-'));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), code);
  }
  const { default: rules } = (await import(config)) as { default: IConfiguration };
  const result = await cruise([folder], { validate: true, ruleSet: { forbidden: rules.forbidden }, tsPreCompilationDeps: true });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((violation) => violation.rule.name);
}

describe('file import cycles (.dependency-cruiser.cjs)', () => {
  it('reports two files that import each other, also through a type-only import', async () => {
    const cycles = await findCycles({
      'a.ts': "import type { B } from './b';\nexport type A = { b: B };\n",
      'b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(cycles).toContain('no-circular');
  });

  it('reports a loop of three files', async () => {
    const cycles = await findCycles({
      'one.ts': "import { two } from './two';\nexport const one = () => two();\n",
      'two.ts': "import { three } from './three';\nexport const two = () => three();\n",
      'three.ts': "import { one } from './one';\nexport const three = () => one();\n",
    });
    expect(cycles).toContain('no-circular');
  });

  it('lets a file import another that imports nothing back', async () => {
    expect(await findCycles({ 'low.ts': 'export const low = 1;\n', 'high.ts': "import { low } from './low';\nexport const high = low + 1;\n" })).toEqual([]);
  });
});
