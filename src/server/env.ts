import 'server-only';
import { z } from 'zod';
import {
  DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY,
  DEVELOPMENT_CERTIFICATE_HASH_KEY,
  decodeCertificateKey,
} from '@/lib/certificate-keys';

/** Documented in .env.example; production refuses it once VIATOR_API_URL points at Viator itself. */
export const DEVELOPMENT_VIATOR_API_KEY = 'development-viator-key';

/** Documented in README and .env.example; production refuses to start with it. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-do-not-use-in-production';

/** A 32-byte key (hex or base64), parsed to its bytes; unset means the documented development key. */
function certificateKeySchema(name: string, developmentKey: string) {
  return z
    .string()
    .default(developmentKey)
    .transform((text, context) => {
      const key = decodeCertificateKey(text);
      if (!key) context.addIssue(`${name} must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)`);
      return key ?? z.NEVER;
    });
}

export type PaymentSettings =
  | { gateway: 'test' }
  | { gateway: 'stripe'; secretKey: string; webhookSecret: string; apiBaseUrl: string | undefined };

const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }),
    // The embedded database has one backend, so the launcher sets 1 there (see docs/adr/0004).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default('.data'),
    UPLOADS_DIR: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').default(DEVELOPMENT_SESSION_SECRET),
    // Certificate numbers are stored as an HMAC (lookup) and AES-256-GCM ciphertext (resending).
    // Changing either key once vouchers exist makes their numbers unfindable or unreadable.
    CERTIFICATE_HASH_KEY: certificateKeySchema('CERTIFICATE_HASH_KEY', DEVELOPMENT_CERTIFICATE_HASH_KEY),
    CERTIFICATE_ENCRYPTION_KEY: certificateKeySchema('CERTIFICATE_ENCRYPTION_KEY', DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY),
    // The shop's public address, for canonical links, og:url, the sitemap and e-mails. Pages are
    // rendered once and cached, so it cannot come from each request's Host; production must set it.
    SITE_URL: z.url().optional(),
    SENTRY_DSN: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Canada Gift Experiences <hello@localhost>'),
    STAFF_NOTIFY_EMAIL: z.email().default('staff@example.com'),
    // Unset: e-mails are printed to the server log (the outbox keeps them all).
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
    // false on web instances when separate `npm run worker` processes run the background jobs.
    RUN_WORKER: z.stringbool().default(true),
    // The least severe log entries written (src/server/log.ts reads it at start; checked here).
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Shares the page cache and its invalidations between instances (docs/adr/0007); unset: per process.
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
    REDIS_KEY_PREFIX: z.string().min(1).optional(),
    // `test` takes the built-in test cards (no money moves); `stripe` charges real cards.
    PAYMENT_GATEWAY: z.enum(['test', 'stripe']).default('test'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)').optional(),
    // Another Stripe API host, e.g. stripe-mock; unset: api.stripe.com. The client takes only a
    // protocol, host and port, so a path would be silently dropped.
    STRIPE_API_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'STRIPE_API_BASE_URL must be an http(s):// URL' })
      .refine((url) => new URL(url).pathname === '/', 'STRIPE_API_BASE_URL must have no path (e.g. http://127.0.0.1:12111)')
      .optional(),
    // Viator Partner API v2 (viator products). Unset: the built-in sandbox (confirms at once, no
    // outside call), so no development or test run can ever book a real experience.
    VIATOR_API_URL: z.url({ protocol: /^https?$/, error: 'VIATOR_API_URL must be an http(s):// URL' }).optional(),
    // Production takes the sandbox only when asked for it explicitly (a demo or e2e server).
    VIATOR_SANDBOX: z.stringbool().default(false),
    VIATOR_API_KEY: z.string().min(1).default(DEVELOPMENT_VIATOR_API_KEY),
  })
  .transform((env, context) => {
    const payments: PaymentSettings | null =
      env.PAYMENT_GATEWAY === 'test'
        ? { gateway: 'test' }
        : env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { gateway: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBaseUrl: env.STRIPE_API_BASE_URL }
          : null;
    // Refused at start, so a half-configured shop never reaches checkout.
    if (!payments) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET ' +
          '(Stripe Dashboard → Developers: the API secret key and the webhook endpoint\'s signing secret)',
      });
      return z.NEVER;
    }
    return { ...env, UPLOADS_DIR: env.UPLOADS_DIR ?? `${env.DATA_DIR}/uploads`, SITE_URL: env.SITE_URL ?? DEVELOPMENT_SITE_URL, PAYMENTS: payments };
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

const DEVELOPMENT_SITE_URL = 'http://localhost:3000';

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !source.SITE_URL) {
    throw new Error('Refusing to start in production without SITE_URL, the shop\'s public address (e.g. https://shop.example.ca).');
  }
  if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET) {
    throw new Error('Refusing to start in production with the development SESSION_SECRET. Set a random SESSION_SECRET.');
  }
  if (env.NODE_ENV === 'production' && env.VIATOR_API_URL && env.VIATOR_API_KEY === DEVELOPMENT_VIATOR_API_KEY && isViatorHost(env.VIATOR_API_URL)) {
    throw new Error('Refusing to start in production with the development VIATOR_API_KEY against Viator. Set the API key Viator issued.');
  }
  const developmentKeys = [
    ['CERTIFICATE_HASH_KEY', env.CERTIFICATE_HASH_KEY, DEVELOPMENT_CERTIFICATE_HASH_KEY],
    ['CERTIFICATE_ENCRYPTION_KEY', env.CERTIFICATE_ENCRYPTION_KEY, DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY],
  ] as const;
  for (const [name, key, developmentKey] of developmentKeys) {
    // Compared as bytes, so the development key written in hex is refused too.
    if (env.NODE_ENV === 'production' && key.equals(Buffer.from(developmentKey, 'base64'))) {
      throw new Error(`Refusing to start in production with the development ${name}. Set a random ${name} (openssl rand -base64 32).`);
    }
  }
  if (env.NODE_ENV === 'production' && !env.VIATOR_API_URL && !env.VIATOR_SANDBOX) {
    throw new Error('Refusing to start in production without VIATOR_API_URL. Set the Viator Partner API address, or VIATOR_SANDBOX=1 for a demo shop.');
  }
  return env;
}

function isViatorHost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'viator.com' || host.endsWith('.viator.com');
}

let cached: ServerEnv | undefined;

/** Parsed on first use, so `next build` needs no database or secrets. */
export function getServerEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** The next getServerEnv() parses the environment again: for test files that share one process. */
export function forgetServerEnv(): void {
  cached = undefined;
}
