// The build needs only what building needs; each runtime secret is checked by the
// function that uses it (503 service_not_configured naming it, and one log line).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, RUNTIME_VARIABLES, parseBuildEnv, parseEnv } from '../../src/server/config/env.ts';
import {
  ServiceNotConfigured,
  assertMailConfigured,
  cardConfigured,
  payPalConfigured,
  requireVariable,
  supabaseProject,
} from '../../src/server/config/runtime-variables.ts';

/** What Netlify gives a first build: the catalog's database, Supabase's URL, the site's URL. Nothing else. */
const BUILD_ONLY = {
  DATABASE_URL: 'postgresql://postgres.ref:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres',
  SUPABASE_URL: 'https://abc.supabase.co',
  URL: 'https://maison.netlify.app',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the build environment', () => {
  it('parses with only the build variables, in production mode', () => {
    const env = parseBuildEnv(BUILD_ONLY);
    expect(env.mode).toBe('supabase');
    expect(env.siteUrl).toBe('https://maison.netlify.app');
    expect(env.storagePublicUrl).toBe('https://abc.supabase.co/storage/v1/object/public/product-images');
    for (const key of RUNTIME_VARIABLES) expect(env[key], key).toBeUndefined();
  });

  it('asks for the site URL in production, and for nothing when it is there', () => {
    expect(() => parseBuildEnv({ ...BUILD_ONLY, URL: '' })).toThrow(EnvError);
    expect(() => parseBuildEnv({ ...BUILD_ONLY, URL: '' })).toThrow(/SITE_URL: missing/);
    expect(parseBuildEnv({ ...BUILD_ONLY, URL: undefined, SITE_URL: 'https://maison.be' }).siteUrl).toBe(
      'https://maison.be',
    );
  });

  it('still refuses a malformed database URL', () => {
    expect(() => parseBuildEnv({ ...BUILD_ONLY, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
  });

  it('keeps the embedded default as it was: a database URL is enough', () => {
    expect(parseBuildEnv({ DATABASE_URL: 'postgres://u@localhost:5432/db' }).mode).toBe('embedded');
  });
});

describe('runtime secrets, checked where they are used', () => {
  it('answers 503 service_not_configured naming the variable, and logs one line naming it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = parseEnv(BUILD_ONLY);
    let thrown: unknown;
    try {
      requireVariable('SMTP_URL', env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ServiceNotConfigured);
    const error = thrown as ServiceNotConfigured;
    expect(error.status).toBe(503);
    expect(error.body()).toMatchObject({
      code: 'service_not_configured',
      error: expect.stringMatching(/^SMTP_URL is not set/),
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/SMTP_URL/);
  });

  it('gives the value when it is set', () => {
    expect(requireVariable('SMTP_URL', parseEnv({ ...BUILD_ONLY, SMTP_URL: 'smtps://u:p@smtp.example.be:465' }))).toBe(
      'smtps://u:p@smtp.example.be:465',
    );
  });

  it('names each missing Supabase key when a function needs the project', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => supabaseProject(parseEnv(BUILD_ONLY))).toThrow(/SUPABASE_PUBLISHABLE_KEY is not set/);
    expect(() => supabaseProject(parseEnv({ ...BUILD_ONLY, SUPABASE_PUBLISHABLE_KEY: 'pk' }))).toThrow(
      /SUPABASE_SECRET_KEY is not set/,
    );
    expect(
      supabaseProject(parseEnv({ ...BUILD_ONLY, SUPABASE_PUBLISHABLE_KEY: 'pk', SUPABASE_SECRET_KEY: 'sk' })).secretKey,
    ).toBe('sk');
  });

  it('mail needs SMTP_URL and MAIL_FROM in production, the local outbox in the embedded default', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => assertMailConfigured(parseEnv(BUILD_ONLY))).toThrow(/SMTP_URL is not set/);
    expect(() => assertMailConfigured(parseEnv({ ...BUILD_ONLY, SMTP_URL: 'smtp://h:587' }))).toThrow(
      /MAIL_FROM is not set/,
    );
    expect(() =>
      assertMailConfigured(parseEnv({ ...BUILD_ONLY, SMTP_URL: 'smtp://h:587', MAIL_FROM: 'a@b.be' })),
    ).not.toThrow();
    expect(() =>
      assertMailConfigured(parseEnv({ DATABASE_URL: 'postgres://u@h/db', LOCAL_OUTBOX_DIR: '/tmp/o' })),
    ).not.toThrow();
  });

  it('card and PayPal take money in production only with their keys; the embedded test gateway always', () => {
    expect(cardConfigured(parseEnv(BUILD_ONLY))).toBe(false);
    expect(cardConfigured(parseEnv({ ...BUILD_ONLY, STRIPE_SECRET_KEY: 'sk_live_x' }))).toBe(false);
    expect(
      cardConfigured(parseEnv({ ...BUILD_ONLY, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })),
    ).toBe(true);
    expect(payPalConfigured(parseEnv(BUILD_ONLY))).toBe(false);
    expect(payPalConfigured(parseEnv({ ...BUILD_ONLY, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }))).toBe(true);
    const embedded = parseEnv({ DATABASE_URL: 'postgres://u@h/db' });
    expect(cardConfigured(embedded)).toBe(true);
    expect(payPalConfigured(embedded)).toBe(true);
  });
});
