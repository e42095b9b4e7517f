// The embedded default's password reset: a one-time token mailed to the local outbox, in the
// language asked, and the neutral answer whether or not the account exists.
import { beforeAll, describe, expect, it } from 'vitest';
import reset from '../../../netlify/functions/auth-password-reset.mts';
import user from '../../../netlify/functions/auth-user.mts';
import { listOutbox } from '../../../src/server/services/email/outbox-mailer.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { ADMIN, adminToken, authed, createAccounts, freshIp, login } from './helpers.ts';

const NEUTRAL = 'If an account exists with the address you entered, you will receive an email with instructions to reset your password.';
const post = (url: string, body: unknown, params: Record<string, string> = {}, ip = freshIp()) =>
  reset(new Request(`http://localhost${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), functionContext(params, ip));
const confirm = (token: string, password: string) => post('/api/password-reset/confirm', { token, password }, { step: 'confirm' });
const mailsTo = async (to: string) => (await listOutbox(process.env.LOCAL_OUTBOX_DIR!)).filter((m) => m.to === to);

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
    const link = new URL(/https?:\/\/\S+\/admin\?reset=1&token=[\w-]+/.exec(mail.text)![0]);
    const token = link.searchParams.get('token')!;

    const short = await confirm(token, 'too short');
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: object }).errors).toHaveProperty('password');
    expect((await confirm('not-the-right-token', 'a brand new password')).status).toBe(400);

    expect((await confirm(token, 'a brand new password')).status).toBe(200);
    expect((await callFunction(user, new Request('http://localhost/api/user', authed(session)))).status).toBe(401);
    expect((await login(ADMIN)).status).toBe(401);
    expect((await login({ ...ADMIN, password: 'a brand new password' })).status).toBe(200);
    const reused = await confirm(token, 'another new password');
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { errors: object }).errors).toHaveProperty('token');
  });

  it('rate-limits reset requests (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/password-reset', { email: 'nobody@test.local' }, {}, '198.51.100.9')).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
