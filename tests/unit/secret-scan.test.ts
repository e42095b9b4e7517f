// The built-site secret scan (tests/e2e/built-site-secrets.spec.ts) recognises every kind of secret it claims to.
import { describe, expect, it } from 'vitest';
import { findSecrets, secretValues } from '../support/secret-scan.ts';

const jwt = (payload: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload)].map((p) => Buffer.from(p).toString('base64url')).join('.') +
  '.c2lnbmF0dXJlLXBhcnQ';

describe('secret scan', () => {
  it.each([
    ['Supabase secret key', 'const k="sb_secret_AbCdEf0123456789xyz"'],
    ['Stripe secret key', 'key: sk_live_51HxYzAbCdEf0123456789'],
    ['Stripe secret key', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'],
    ['Stripe webhook secret', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    ['private key', '-----BEGIN RSA PRIVATE KEY-----\nMIIE'],
    ['service_role JWT', `apikey=${jwt({ role: 'service_role', iss: 'supabase' })}`],
  ])('finds a %s', (what, text) => {
    expect(findSecrets(text, {})).toContain(what);
  });

  it('finds the exact value of a secret the shop was built with', () => {
    expect(
      findSecrets('window.x="Zq9-local-auth-secret-value"', { LOCAL_AUTH_SECRET: 'Zq9-local-auth-secret-value' }),
    ).toEqual(['value of LOCAL_AUTH_SECRET']);
  });

  it('leaves public keys and ordinary text alone', () => {
    expect(
      findSecrets(`anon=${jwt({ role: 'anon' })} sb_publishable_abcdefghijkl pk_live_abcdefghijklmnop skiing_test`, {}),
    ).toEqual([]);
  });

  it('takes secret-named variables and leaves publishable ones', () => {
    expect(
      secretValues({
        SUPABASE_SECRET_KEY: 'sb_secret_abcdefgh',
        SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
        LOCAL_AUTH_SECRET: 'short',
        PATH: '/usr/bin:/bin',
      }),
    ).toEqual({
      SUPABASE_SECRET_KEY: 'sb_secret_abcdefgh',
    });
  });
});
