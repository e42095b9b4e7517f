import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config/env.ts';

describe('parseEnv', () => {
  it('runs the embedded default with only a database URL', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://u@localhost:5432/db' });
    expect(env.mode).toBe('embedded');
    expect(env.storagePublicUrl).toBe('/storage/v1/object/public/product-images');
  });

  it('names each malformed variable and what it is for', () => {
    expect(() =>
      parseEnv({ DATABASE_URL: 'mysql://x', SUPABASE_URL: 'https://abc.supabase.co', SMTP_URL: 'http://x' }),
    ).toThrowError(
      /DATABASE_URL: must be a postgres:\/\/ connection string[\s\S]*SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL \(SMTP server/,
    );
  });

  it('switches to the Supabase adapters when Supabase is configured', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgresql://postgres.ref:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres',
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      SUPABASE_SECRET_KEY: 'sb_secret_x',
      ORDER_TOKEN_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://u:p@smtp.example.be:465',
      MAIL_FROM: 'Maison <shop@example.be>',
      BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/abc',
    });
    expect(env.mode).toBe('supabase');
    expect(env.storagePublicUrl).toBe('https://abc.supabase.co/storage/v1/object/public/product-images');
  });

  it('reads the pool size: an empty value is the default 5, never a pool of 0', () => {
    const base = { DATABASE_URL: 'postgres://u@localhost:5432/db' };
    expect(parseEnv(base).DATABASE_POOL_MAX).toBe(5);
    expect(parseEnv({ ...base, DATABASE_POOL_MAX: '' }).DATABASE_POOL_MAX).toBe(5);
    expect(parseEnv({ ...base, DATABASE_POOL_MAX: '12' }).DATABASE_POOL_MAX).toBe(12);
    expect(() => parseEnv({ ...base, DATABASE_POOL_MAX: '0' })).toThrowError(
      /DATABASE_POOL_MAX: .*Connections one function instance/,
    );
    expect(() => parseEnv({ ...base, DATABASE_POOL_MAX: 'many' })).toThrowError(/DATABASE_POOL_MAX/);
  });
});
