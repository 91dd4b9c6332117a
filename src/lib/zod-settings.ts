/** zod's settings object, which its core adopts from globalThis when it loads (zod/v4/core/core.js). */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

/**
 * zod compiles object parsers with `new Function` unless told not to; the nonce policy of pages
 * rendered per request allows no eval (src/content-security-policy.ts), so the browser parses
 * without it. Set through the global zod reads rather than `config()`, so pages whose code never
 * parses with zod do not load it (≈38 kB gzipped, docs/performance.md R4). Mutated, not replaced:
 * a zod already loaded holds on to the object it found.
 */
export function disableZodCompilation(): void {
  const zodGlobal = globalThis as ZodGlobal;
  zodGlobal.__zod_globalConfig ??= {};
  zodGlobal.__zod_globalConfig.jitless = true;
}
