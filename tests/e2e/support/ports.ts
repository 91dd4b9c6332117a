export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
/** The fake error-reporting server the Sentry spec listens on. */
export const fakeSentryPort = Number(process.env.E2E_SENTRY_PORT ?? 3199);
