// .env.example is the list a deployer reads: it must name every variable the env module knows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_DOCS, PRODUCTION_REQUIRED, parseEnv } from '../../src/server/config/env.ts';

const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

describe('.env.example', () => {
  it('lists every variable of the env module', () => {
    expect(Object.keys(ENV_DOCS).filter((key) => !listed.has(key))).toEqual([]);
  });

  it('production refuses to run without each required variable, and names it', () => {
    const complete = {
      DATABASE_URL: 'postgresql://postgres.ref:pw@pooler.supabase.com:6543/postgres',
      SUPABASE_URL: 'https://ref.supabase.co',
      SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      SUPABASE_SECRET_KEY: 'sb_secret_x',
      ORDER_TOKEN_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://u:p@smtp.example.be:465',
      MAIL_FROM: 'Maison <shop@example.be>',
      BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/abc',
    };
    expect(parseEnv(complete).mode).toBe('supabase');
    for (const key of PRODUCTION_REQUIRED) {
      expect(listed.has(key), key).toBe(true);
      expect(() => parseEnv({ ...complete, [key]: '' }), key).toThrow(new RegExp(`${key}: missing`));
    }
  });
});
