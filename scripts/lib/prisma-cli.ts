import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the Prisma CLI (WebAssembly engines, see prisma.config.ts) against `databaseUrl`; resolves its stdout. */
export function runPrismaCli(args: string[], databaseUrl: string, options: { quiet?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/prisma/build/index.js', ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        if (!options.quiet) process.stdout.write(stdout + stderr);
        resolve(stdout);
      } else {
        reject(new Error(`prisma ${args.join(' ')} failed (exit ${code}):\n${stdout}${stderr}`));
      }
    });
  });
}

export async function applyMigrations(databaseUrl: string): Promise<void> {
  await runPrismaCli(['migrate', 'deploy'], databaseUrl, { quiet: true });
}
