// The embedded default's sign-in: accounts in local_auth.users (scrypt), HS256 JWTs signed with
// LOCAL_AUTH_SECRET, each naming a row of local_auth.sessions so that logout revokes it at once.
import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Language } from '../../domain/vocabulary/language.ts';
import { getSql } from '../db/client.ts';
import type { AuthProvider, AuthUser, ResetCheck } from './auth-provider.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

const ISSUER = 'maison-local-auth';
const AUDIENCE = 'maison-admin';
const SESSION_HOURS = 8;
const RESET_MINUTES = 60;

export type ResetMailer = (to: string, resetUrl: string, language: Language) => Promise<void>;

export interface LocalAuthOptions {
  secret: string;
  siteUrl: string;
  sendResetEmail: ResetMailer;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// Compared against when the e-mail is unknown, so a wrong address costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;

export function localAuth(options: LocalAuthOptions): AuthProvider {
  const key = new TextEncoder().encode(options.secret);
  const sql = getSql();

  async function sessionToken(user: AuthUser, sessionId: string): Promise<string> {
    return new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setJti(sessionId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${SESSION_HOURS}h`)
      .sign(key);
  }

  async function sessionOf(token: string): Promise<{ sub: string; jti: string } | null> {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      if (!/^[0-9a-f-]{36}$/i.test(payload.jti) || !/^[0-9a-f-]{36}$/i.test(payload.sub)) return null;
      return { sub: payload.sub, jti: payload.jti };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  return {
    async signIn(email, password) {
      const [row] = await sql.unsafe<{ id: string; email: string; password_hash: string }[]>(
        'select id, email, password_hash from local_auth.users where email = $1',
        [email.trim().toLowerCase()],
      );
      if (!row) {
        decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
        await verifyPassword(password, await decoyHash);
        return null;
      }
      if (!(await verifyPassword(password, row.password_hash))) return null;
      const [session] = await sql.unsafe<{ id: string }[]>(
        `insert into local_auth.sessions (user_id, expires_at)
         values ($1, now() + make_interval(hours => $2)) returning id`,
        [row.id, SESSION_HOURS],
      );
      const user = { id: row.id, email: row.email };
      return { token: await sessionToken(user, session!.id), user };
    },

    async verify(token) {
      const claims = await sessionOf(token);
      if (!claims) return null;
      const [row] = await sql.unsafe<AuthUser[]>(
        `select u.id::text as id, u.email from local_auth.sessions s
         join local_auth.users u on u.id = s.user_id
         where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()`,
        [claims.jti, claims.sub],
      );
      return row ?? null;
    },

    async signOut(token) {
      const claims = await sessionOf(token);
      if (!claims) return;
      await sql.unsafe('update local_auth.sessions set revoked_at = now() where id = $1 and revoked_at is null', [claims.jti]);
    },

    async requestPasswordReset(email, language) {
      const token = randomBytes(32).toString('base64url');
      const [row] = await sql.unsafe<{ email: string }[]>(
        `insert into local_auth.password_resets (token_hash, user_id, expires_at)
         select $1, id, now() + make_interval(mins => $3) from local_auth.users where email = $2
         returning (select email from local_auth.users where email = $2) as email`,
        [sha256(token), email.trim().toLowerCase(), RESET_MINUTES],
      );
      if (!row) return;
      const url = new URL('/admin', options.siteUrl);
      url.searchParams.set('reset', '1');
      url.searchParams.set('token', token);
      await options.sendResetEmail(row.email, url.toString(), language);
    },

    checkPasswordReset: (token) => resetState(token),

    async confirmPasswordReset(token, password) {
      const hash = await hashPassword(password);
      // One statement: use the token, set the password, end every session of the account, and use up
      // the account's other reset links (the newest password is the one that counts).
      const [row] = await sql.unsafe<{ email: string }[]>(
        `with r as (
           update local_auth.password_resets set used_at = now()
           where token_hash = $1 and used_at is null and expires_at > now()
           returning user_id
         ), u as (
           update local_auth.users set password_hash = $2, updated_at = now()
           where id in (select user_id from r) returning id, email
         ), s as (
           update local_auth.sessions set revoked_at = now()
           where user_id in (select id from u) and revoked_at is null
         ), others as (
           update local_auth.password_resets set used_at = now()
           where user_id in (select id from u) and used_at is null and token_hash <> $1
         )
         select email from u`,
        [sha256(token), hash],
      );
      if (row) return { ok: true, email: row.email };
      const state = await resetState(token);
      // a link that checked as fine an instant ago was used by a concurrent confirm
      return { ok: false, problem: state.ok ? 'used' : state.problem };
    },
  };

  async function resetState(token: string): Promise<ResetCheck> {
    const [row] = await sql.unsafe<{ used: boolean; live: boolean; email: string }[]>(
      `select r.used_at is not null as used, r.expires_at > now() as live, u.email
         from local_auth.password_resets r join local_auth.users u on u.id = r.user_id
        where r.token_hash = $1`,
      [sha256(token)],
    );
    if (!row) return { ok: false, problem: 'invalid' };
    if (row.used) return { ok: false, problem: 'used' };
    if (!row.live) return { ok: false, problem: 'expired' };
    return { ok: true, email: row.email, token };
  }
}
