/**
 * The environment this worker started with. Files share their worker's modules (isolate: false),
 * so this module is evaluated once per worker, and each file starts from the same environment
 * whatever the file before it set.
 */
const initialEnvironment = { ...process.env };

export function restoreWorkerEnvironment(): void {
  for (const name of Object.keys(process.env)) {
    if (!(name in initialEnvironment)) delete process.env[name];
  }
  Object.assign(process.env, initialEnvironment);
}
