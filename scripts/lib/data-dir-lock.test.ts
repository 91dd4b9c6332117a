// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

function makeDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'lock-test-'));
}

describe('lockDataDir', () => {
  it('holds a pid file until released', () => {
    const dir = makeDataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'launcher.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'launcher.pid'))).toBe(false);
  });

  it('refuses a directory a live process holds', () => {
    const dir = makeDataDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    release();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = makeDataDir();
    writeFileSync(join(dir, 'launcher.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'launcher.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
