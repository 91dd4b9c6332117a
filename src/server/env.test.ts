import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SESSION_SECRET, parseServerEnv } from './env';

const databaseUrl = 'postgresql://postgres@127.0.0.1:5432/shop';

describe('parseServerEnv', () => {
  it('fills safe development defaults', () => {
    const env = parseServerEnv({ DATABASE_URL: databaseUrl });
    expect(env.NODE_ENV).toBe('development');
    expect(env.SESSION_SECRET).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(env.UPLOADS_DIR).toBe('.data/uploads');
  });

  it('refuses to run production with the development session secret', () => {
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl, NODE_ENV: 'production' })).toThrow(/development SESSION_SECRET/);
    expect(() =>
      parseServerEnv({ DATABASE_URL: databaseUrl, NODE_ENV: 'production', SESSION_SECRET: DEVELOPMENT_SESSION_SECRET }),
    ).toThrow(/development SESSION_SECRET/);
  });

  it('accepts production with a real secret', () => {
    const env = parseServerEnv({ DATABASE_URL: databaseUrl, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(env.NODE_ENV).toBe('production');
  });

  it('explains what is wrong', () => {
    expect(() => parseServerEnv({ DATABASE_URL: 'mysql://nope' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});
