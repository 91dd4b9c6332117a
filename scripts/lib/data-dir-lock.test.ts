import { spawn } from 'node:child_process';
import { once } from 'node:events';
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

  // Found by the kill -9 stress test: the killed launcher stayed a zombie of PID 1, which never reaps here.
  it.runIf(process.platform === 'linux')('takes over a lock held by a killed process nobody has reaped', async () => {
    // The shell starts a child, then becomes `sleep 60`, which never reaps it. The child is killed
    // only once the shell is `sleep`: killed earlier, the shell itself could reap it (a busy
    // machine showed that), leaving no zombie to test with.
    const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60']);
    try {
      const [output] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number(output.toString().trim());
      await expect.poll(() => readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim()).toBe('sleep');
      process.kill(zombie, 'SIGKILL');
      await expect.poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0]).toBe('Z');
      const dir = makeDataDir();
      writeFileSync(join(dir, 'launcher.pid'), String(zombie));
      const release = lockDataDir(dir);
      expect(readFileSync(join(dir, 'launcher.pid'), 'utf8')).toBe(String(process.pid));
      release();
    } finally {
      parent.kill();
    }
  });
});
