import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY, DEVELOPMENT_CERTIFICATE_HASH_KEY } from '@/lib/certificate-keys';
import { DEVELOPMENT_SESSION_SECRET, DEVELOPMENT_VIATOR_API_KEY, parseServerEnv } from './env';

const databaseUrl = 'postgresql://postgres@127.0.0.1:5432/shop';
const hashKey = Buffer.alloc(32, 1);
const encryptionKey = Buffer.alloc(32, 2);

describe('parseServerEnv', () => {
  it('fills safe development defaults', () => {
    const env = parseServerEnv({ DATABASE_URL: databaseUrl });
    expect(env.NODE_ENV).toBe('development');
    expect(env.SESSION_SECRET).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(env.UPLOADS_DIR).toBe('.data/uploads');
    expect(env.SITE_URL).toBe('http://localhost:3000');
  });

  it('takes a log level from LOG_LEVEL, info by default, and refuses one pino does not know', () => {
    expect(parseServerEnv({ DATABASE_URL: databaseUrl }).LOG_LEVEL).toBe('info');
    expect(parseServerEnv({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });

  it('refuses to run production without SITE_URL, which every canonical link and the sitemap name', () => {
    const production = {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      CERTIFICATE_HASH_KEY: hashKey.toString('base64'),
      CERTIFICATE_ENCRYPTION_KEY: encryptionKey.toString('hex'),
      VIATOR_SANDBOX: '1',
    };
    expect(() => parseServerEnv(production)).toThrow(/without SITE_URL/);
    expect(parseServerEnv({ ...production, SITE_URL: 'https://shop.example.ca' }).SITE_URL).toBe('https://shop.example.ca');
  });

  it('refuses to run production with the development session secret', () => {
    const production = { DATABASE_URL: databaseUrl, NODE_ENV: 'production', SITE_URL: 'https://shop.example.ca' };
    expect(() => parseServerEnv(production)).toThrow(/development SESSION_SECRET/);
    expect(() => parseServerEnv({ ...production, SESSION_SECRET: DEVELOPMENT_SESSION_SECRET })).toThrow(/development SESSION_SECRET/);
  });

  it('accepts production with a real secret and real certificate keys', () => {
    const env = parseServerEnv({
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      CERTIFICATE_HASH_KEY: hashKey.toString('base64'),
      CERTIFICATE_ENCRYPTION_KEY: encryptionKey.toString('hex'),
      SITE_URL: 'https://shop.example.ca',
      VIATOR_API_URL: 'https://api.viator.com/partner',
      VIATOR_API_KEY: 'a-real-key',
    });
    expect(env.NODE_ENV).toBe('production');
  });

  it('refuses the development Viator key in production only against Viator itself', () => {
    const production = {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      CERTIFICATE_HASH_KEY: hashKey.toString('base64'),
      CERTIFICATE_ENCRYPTION_KEY: encryptionKey.toString('hex'),
      SITE_URL: 'https://shop.example.ca',
    };
    // Unset, the URL means the built-in sandbox: production takes it only when asked explicitly.
    expect(() => parseServerEnv(production)).toThrow(/without VIATOR_API_URL/);
    const sandbox = parseServerEnv({ ...production, VIATOR_SANDBOX: '1' });
    expect([sandbox.VIATOR_API_URL, sandbox.VIATOR_SANDBOX]).toEqual([undefined, true]);
    const development = parseServerEnv({ DATABASE_URL: databaseUrl });
    expect([development.VIATOR_API_URL, development.VIATOR_SANDBOX]).toEqual([undefined, false]);
    expect(parseServerEnv({ ...production, VIATOR_API_URL: 'http://127.0.0.1:4010/partner' }).VIATOR_API_KEY).toBe(DEVELOPMENT_VIATOR_API_KEY);
    const viator = { ...production, VIATOR_API_URL: 'https://api.viator.com/partner' };
    expect(() => parseServerEnv(viator)).toThrow(/development VIATOR_API_KEY/);
    expect(() => parseServerEnv({ ...viator, VIATOR_API_URL: 'https://api.sandbox.viator.com/partner' })).toThrow(/development VIATOR_API_KEY/);
    expect(parseServerEnv({ ...viator, VIATOR_API_KEY: 'a-real-key' }).VIATOR_API_KEY).toBe('a-real-key');
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl, VIATOR_API_URL: 'ftp://viator.example' })).toThrow(/VIATOR_API_URL must be an http/);
  });

  it('uses the documented development certificate keys when unset, and decodes given ones', () => {
    const env = parseServerEnv({ DATABASE_URL: databaseUrl });
    expect(env.CERTIFICATE_HASH_KEY).toEqual(Buffer.from(DEVELOPMENT_CERTIFICATE_HASH_KEY, 'base64'));
    expect(env.CERTIFICATE_ENCRYPTION_KEY).toEqual(Buffer.from(DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY, 'base64'));
    const given = parseServerEnv({ DATABASE_URL: databaseUrl, CERTIFICATE_HASH_KEY: hashKey.toString('hex'), CERTIFICATE_ENCRYPTION_KEY: encryptionKey.toString('base64') });
    expect(given.CERTIFICATE_HASH_KEY).toEqual(hashKey);
    expect(given.CERTIFICATE_ENCRYPTION_KEY).toEqual(encryptionKey);
  });

  it('refuses to run production with a development certificate key, in any encoding', () => {
    const production = { DATABASE_URL: databaseUrl, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SITE_URL: 'https://shop.example.ca' };
    expect(() => parseServerEnv({ ...production, CERTIFICATE_ENCRYPTION_KEY: encryptionKey.toString('base64') })).toThrow(
      /development CERTIFICATE_HASH_KEY/,
    );
    expect(() => parseServerEnv({ ...production, CERTIFICATE_HASH_KEY: hashKey.toString('base64') })).toThrow(
      /development CERTIFICATE_ENCRYPTION_KEY/,
    );
    const developmentHashKeyInHex = Buffer.from(DEVELOPMENT_CERTIFICATE_HASH_KEY, 'base64').toString('hex');
    expect(() =>
      parseServerEnv({ ...production, CERTIFICATE_HASH_KEY: developmentHashKeyInHex, CERTIFICATE_ENCRYPTION_KEY: encryptionKey.toString('hex') }),
    ).toThrow(/development CERTIFICATE_HASH_KEY/);
  });

  it('refuses certificate keys that are not 32 bytes', () => {
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl, CERTIFICATE_HASH_KEY: 'too-short' })).toThrow(/CERTIFICATE_HASH_KEY must be 32 bytes/);
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl, CERTIFICATE_ENCRYPTION_KEY: Buffer.alloc(16).toString('hex') })).toThrow(
      /CERTIFICATE_ENCRYPTION_KEY must be 32 bytes/,
    );
  });

  it('explains what is wrong', () => {
    expect(() => parseServerEnv({ DATABASE_URL: 'mysql://nope' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('uses the test gateway unless Stripe is chosen', () => {
    expect(parseServerEnv({ DATABASE_URL: databaseUrl }).PAYMENTS).toEqual({ gateway: 'test' });
  });

  it('refuses to start with Stripe chosen but its secret key or webhook secret missing', () => {
    const stripe = { DATABASE_URL: databaseUrl, PAYMENT_GATEWAY: 'stripe' };
    expect(() => parseServerEnv(stripe)).toThrow(/PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => parseServerEnv({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseServerEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: 'whsec_123' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(parseServerEnv({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' }).PAYMENTS).toEqual({
      gateway: 'stripe',
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      apiBaseUrl: undefined,
    });
  });

  it('explains malformed Stripe settings', () => {
    const stripe = { DATABASE_URL: databaseUrl, PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };
    expect(() => parseServerEnv({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret/);
    expect(() => parseServerEnv({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET must be a webhook signing secret/);
    expect(() => parseServerEnv({ ...stripe, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111/v1' })).toThrow(/must have no path/);
    expect(parseServerEnv({ ...stripe, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }).PAYMENTS).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:12111' });
  });
});
