/**
 * Preloaded into the Prisma CLI (scripts/lib/prisma-cli.ts). Its schema engine, compiled to
 * WebAssembly, races the migration lock against a 10 s timeout and leaves that timer running once
 * the lock is taken, so a finished `migrate deploy` sat idle for 10 s before exiting: at every e2e
 * server start, integration setup and seed. A timer that long is only ever a timeout: it may not keep
 * the process alive by itself. A wait on the lock still does (its query holds the connection).
 */
const setTimeoutOfNode = globalThis.setTimeout;

globalThis.setTimeout = Object.assign(
  (callback, delay, ...args) => {
    const timer = setTimeoutOfNode(callback, delay, ...args);
    if (delay >= 10_000) timer.unref();
    return timer;
  },
  setTimeoutOfNode,
);
