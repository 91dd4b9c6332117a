import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A process killed with SIGKILL stays a zombie until its parent reaps it, and answers signal 0 all
 * that time. Its parent is often PID 1 (the launcher's own parent died with it), which in a
 * container without an init never reaps: the lock would outlive the process for good.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (command) state …`: the command may hold spaces and parentheses, the state follows the last one.
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // no /proc (not Linux), or the process is gone
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * PGlite corrupts a data directory opened by two processes, so the launcher holds a
 * pid file for as long as it runs and refuses to start while a live process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'launcher.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isProcessAlive(holder)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockFile, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
