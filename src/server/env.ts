import 'server-only';
import { z } from 'zod';

/** Documented in README and .env.example; production refuses to start with it. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-do-not-use-in-production';

const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }),
    DATA_DIR: z.string().min(1).default('.data'),
    UPLOADS_DIR: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').default(DEVELOPMENT_SESSION_SECRET),
    SITE_URL: z.url().default('http://localhost:3000'),
    SENTRY_DSN: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Canada Gift Experiences <hello@localhost>'),
    STAFF_NOTIFY_EMAIL: z.email().default('staff@example.com'),
  })
  .transform((env) => ({ ...env, UPLOADS_DIR: env.UPLOADS_DIR ?? `${env.DATA_DIR}/uploads` }));

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET) {
    throw new Error('Refusing to start in production with the development SESSION_SECRET. Set a random SESSION_SECRET.');
  }
  return env;
}

let cached: ServerEnv | undefined;

/** Parsed on first use, so `next build` needs no database or secrets. */
export function getServerEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
