/** Empty: keeps Turbopack from picking up the shop's src/instrumentation.ts from the workspace root. */
export function register(): void {}
