// The embedded default's sign-in: accounts in local_auth.users (scrypt), HS256 JWTs signed with
// LOCAL_AUTH_SECRET, each naming a row of local_auth.sessions so that logout revokes it at once.
import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Language } from '../../domain/vocabulary/language.ts';
import { getSql } from '../db/client.ts';
import type { AuthProvider, AuthUser, ResetCheck, ResetOutcome, SignInResult } from './auth-provider.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

const ISSUER = 'maison-local-auth';
const AUDIENCE = 'maison-admin';
const SESSION_HOURS = 8;
const RESET_MINUTES = 60;
const UUID = /^[0-9a-f-]{36}$/i;

export type ResetMailer = (to: string, resetUrl: string, language: Language) => Promise<void>;

export interface LocalAuthOptions {
  secret: string;
  siteUrl: string;
  sendResetEmail: ResetMailer;
}

/** What every step needs: the signing key and where the reset links point. */
interface LocalAuth {
  key: Uint8Array;
  siteUrl: string;
  sendResetEmail: ResetMailer;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const normalEmail = (email: string) => email.trim().toLowerCase();

// Compared against when the e-mail is unknown, so a wrong address costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;

function sessionToken(auth: LocalAuth, user: AuthUser, sessionId: string): Promise<string> {
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setJti(sessionId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_HOURS}h`)
    .sign(auth.key);
}

/** The session a token names (its user and session ids), or null for a token we did not sign or that expired. */
async function sessionOf(auth: LocalAuth, token: string): Promise<{ sub: string; jti: string } | null> {
  try {
    const { payload } = await jwtVerify(token, auth.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    if (!UUID.test(payload.jti) || !UUID.test(payload.sub)) return null;
    return { sub: payload.sub, jti: payload.jti };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

async function signIn(auth: LocalAuth, email: string, password: string): Promise<SignInResult | null> {
  const sql = getSql();
  const [row] = await sql<{ id: string; email: string; password_hash: string }[]>`
    select id, email, password_hash from local_auth.users where email = ${normalEmail(email)}`;
  if (!row) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await decoyHash);
    return null;
  }
  if (!(await verifyPassword(password, row.password_hash))) return null;
  const [session] = await sql<{ id: string }[]>`
    insert into local_auth.sessions (user_id, expires_at)
    values (${row.id}, now() + make_interval(hours => ${SESSION_HOURS})) returning id`;
  if (!session) throw new Error('local_auth.sessions: the new session was not returned');
  const user = { id: row.id, email: row.email };
  return { token: await sessionToken(auth, user, session.id), user };
}

async function verify(auth: LocalAuth, token: string): Promise<AuthUser | null> {
  const claims = await sessionOf(auth, token);
  if (!claims) return null;
  const [row] = await getSql()<AuthUser[]>`
    select u.id::text as id, u.email from local_auth.sessions s
      join local_auth.users u on u.id = s.user_id
     where s.id = ${claims.jti} and s.user_id = ${claims.sub} and s.revoked_at is null and s.expires_at > now()`;
  return row ?? null;
}

async function signOut(auth: LocalAuth, token: string): Promise<void> {
  const claims = await sessionOf(auth, token);
  if (!claims) return;
  await getSql()`update local_auth.sessions set revoked_at = now() where id = ${claims.jti} and revoked_at is null`;
}

async function requestPasswordReset(auth: LocalAuth, email: string, language: Language): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const address = normalEmail(email);
  const [row] = await getSql()<{ email: string }[]>`
    insert into local_auth.password_resets (token_hash, user_id, expires_at)
    select ${sha256(token)}, id, now() + make_interval(mins => ${RESET_MINUTES}) from local_auth.users where email = ${address}
    returning (select email from local_auth.users where email = ${address}) as email`;
  if (!row) return;
  // The token travels in the fragment, which no server or proxy log sees (as the order tokens do).
  const url = new URL('/admin', auth.siteUrl);
  url.searchParams.set('reset', '1');
  url.hash = new URLSearchParams({ token }).toString();
  await auth.sendResetEmail(row.email, url.toString(), language);
}

async function resetState(token: string): Promise<ResetCheck> {
  const [row] = await getSql()<{ used: boolean; live: boolean; email: string }[]>`
    select r.used_at is not null as used, r.expires_at > now() as live, u.email
      from local_auth.password_resets r join local_auth.users u on u.id = r.user_id
     where r.token_hash = ${sha256(token)}`;
  if (!row) return { ok: false, problem: 'invalid' };
  if (row.used) return { ok: false, problem: 'used' };
  if (!row.live) return { ok: false, problem: 'expired' };
  return { ok: true, email: row.email, token };
}

async function confirmPasswordReset(token: string, password: string): Promise<ResetOutcome> {
  const tokenHash = sha256(token);
  const passwordHash = await hashPassword(password);
  // One statement: use the token, set the password, end every session of the account, and use up
  // the account's other reset links (the newest password is the one that counts).
  const [row] = await getSql()<{ email: string }[]>`
    with r as (
      update local_auth.password_resets set used_at = now()
       where token_hash = ${tokenHash} and used_at is null and expires_at > now()
      returning user_id
    ), u as (
      update local_auth.users set password_hash = ${passwordHash}, updated_at = now()
       where id in (select user_id from r) returning id, email
    ), s as (
      update local_auth.sessions set revoked_at = now()
       where user_id in (select id from u) and revoked_at is null
    ), others as (
      update local_auth.password_resets set used_at = now()
       where user_id in (select id from u) and used_at is null and token_hash <> ${tokenHash}
    )
    select email from u`;
  if (row) return { ok: true, email: row.email };
  const state = await resetState(token);
  // a link that checked as fine an instant ago was used by a concurrent confirm
  return { ok: false, problem: state.ok ? 'used' : state.problem };
}

export function localAuth(options: LocalAuthOptions): AuthProvider {
  const auth: LocalAuth = {
    key: new TextEncoder().encode(options.secret),
    siteUrl: options.siteUrl,
    sendResetEmail: options.sendResetEmail,
  };
  return {
    signIn: (email, password) => signIn(auth, email, password),
    verify: (token) => verify(auth, token),
    signOut: (token) => signOut(auth, token),
    requestPasswordReset: (email, language) => requestPasswordReset(auth, email, language),
    checkPasswordReset: (token) => resetState(token),
    confirmPasswordReset: (token, password) => confirmPasswordReset(token, password),
  };
}
