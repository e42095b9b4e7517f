// The embedded default's password reset: a one-time token mailed to the local outbox, in the
// language asked, and the neutral answer whether or not the account exists.
import { beforeAll, describe, expect, it } from 'vitest';
import reset from '../../../netlify/functions/auth-password-reset.mts';
import user from '../../../netlify/functions/auth-user.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { listOutbox } from '../../../src/server/mail/local-mailbox.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { ADMIN, adminToken, authed, createAccounts, freshIp, login } from './helpers.ts';

const NEUTRAL =
  'If an account exists with the address you entered, you will receive an email with instructions to reset your password.';
const post = (url: string, body: unknown, params: Record<string, string> = {}, ip = freshIp()) =>
  reset(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    functionContext(params, ip),
  );
const confirm = (token: string, password: string) =>
  post('/api/password-reset/confirm', { token, password }, { step: 'confirm' });
const mailsTo = async (to: string) => (await listOutbox(process.env.LOCAL_OUTBOX_DIR!)).filter((m) => m.to === to);
const check = (token: string) => post('/api/password-reset/check', { token }, { step: 'check' });
/** Asks for a reset and gives the token of the link the e-mail carries (the newest mail to that address). */
async function mailedToken(email: string): Promise<string> {
  expect((await post('/api/password-reset', { email, language: 'en' })).status).toBe(202);
  const mail = (await mailsTo(email))[0]!;
  // the token travels in the fragment, never in the query a server would log
  const link = new URL(/https?:\/\/\S+\/admin\?reset=1#token=[\w-]+/.exec(mail.text)![0]);
  expect(link.searchParams.has('token')).toBe(false);
  return new URLSearchParams(link.hash.slice(1)).get('token')!;
}
async function deadLink(res: Response): Promise<string> {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { code: string; errors: object };
  expect(body.errors).toHaveProperty('token');
  return body.code;
}

beforeAll(async () => {
  await resetDatabase();
  await createAccounts();
});

describe('password reset (embedded default)', () => {
  it('answers the same neutral 202 for a known and an unknown address, and mails only the known one', async () => {
    const before = (await mailsTo(ADMIN.email)).length;
    const known = await post('/api/password-reset', { email: ADMIN.email, language: 'en' });
    const unknown = await post('/api/password-reset', { email: 'nobody@test.local', language: 'en' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual({ message: NEUTRAL });
    expect(await unknown.json()).toEqual({ message: NEUTRAL });
    const mails = await mailsTo(ADMIN.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toBe('Reset your password');
    expect(await mailsTo('nobody@test.local')).toEqual([]);
  });

  it('sets the new password with the mailed one-time token and ends the open sessions', async () => {
    const session = await adminToken();
    await post('/api/password-reset', { email: ADMIN.email, language: 'fr' });
    const mail = (await mailsTo(ADMIN.email))[0]!;
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    const link = new URL(/https?:\/\/\S+\/admin\?reset=1#token=[\w-]+/.exec(mail.text)![0]);
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!;

    const short = await confirm(token, 'too short');
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: object }).errors).toHaveProperty('password');
    expect((await confirm('not-the-right-token', 'a brand new password')).status).toBe(422);

    expect((await confirm(token, 'a brand new password')).status).toBe(200);
    expect((await callFunction(user, new Request('http://localhost/api/user', authed(session)))).status).toBe(401);
    expect((await login(ADMIN)).status).toBe(401);
    expect((await login({ ...ADMIN, password: 'a brand new password' })).status).toBe(200);
    const reused = await confirm(token, 'another new password');
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { errors: object }).errors).toHaveProperty('token');
  });

  it('checks a link without using it up, then says whether it was used, expired or never valid', async () => {
    const token = await mailedToken(ADMIN.email);
    for (let i = 0; i < 2; i++) {
      const ok = await check(token);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ email: ADMIN.email, token });
    }
    const done = await confirm(token, 'the password after the check');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      message: 'Your password has been changed. You can now sign in.',
      email: ADMIN.email,
    });
    expect(await deadLink(await check(token))).toBe('reset_token_used');
    expect(await deadLink(await confirm(token, 'yet another password here'))).toBe('reset_token_used');
    expect(await deadLink(await check('a-token-nobody-was-ever-sent'))).toBe('invalid_reset_token');

    const late = await mailedToken(ADMIN.email);
    await getSql().unsafe(
      "update local_auth.password_resets set expires_at = now() - interval '1 minute' where used_at is null",
    );
    expect(await deadLink(await check(late))).toBe('reset_token_expired');
    expect(await deadLink(await confirm(late, 'too late for this one'))).toBe('reset_token_expired');
    expect((await check('short')).status).toBe(422);
  });

  it('uses up the account’s other reset links once one of them has set the password', async () => {
    const older = await mailedToken(ADMIN.email);
    const newer = await mailedToken(ADMIN.email);
    expect(older).not.toBe(newer);
    expect((await confirm(newer, 'the newest password wins')).status).toBe(200);
    expect(await deadLink(await check(older))).toBe('reset_token_used');
    expect((await login({ ...ADMIN, password: 'the newest password wins' })).status).toBe(200);
  });

  it('rate-limits reset requests (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/password-reset', { email: 'nobody@test.local' }, {}, '198.51.100.9')).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
