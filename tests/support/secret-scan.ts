// Finds secret keys in files meant for browsers: known secret-key shapes, private keys, JWTs carrying
// a service role, and the exact values of the secrets the shop was built with.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_SHAPES: [string, RegExp][] = [
  ['Supabase secret key', /\bsb_secret_[A-Za-z0-9_-]{10,}/],
  ['Stripe secret key', /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}/],
  ['Stripe webhook secret', /\bwhsec_[A-Za-z0-9+/=]{10,}/],
  ['private key', /-----BEGIN (?:[A-Z ]+ )?PRIVATE KEY-----/],
];

const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g;

function jwtRole(token: string): string | undefined {
  try {
    return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { role?: string }).role;
  } catch {
    return undefined;
  }
}

export interface SecretFinding {
  file: string;
  what: string;
}

export function findSecrets(text: string, knownSecrets: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [what, pattern] of SECRET_SHAPES) if (pattern.test(text)) found.push(what);
  for (const token of text.match(JWT) ?? []) if (jwtRole(token) === 'service_role') found.push('service_role JWT');
  for (const [name, value] of Object.entries(knownSecrets))
    if (value.length >= 8 && text.includes(value)) found.push(`value of ${name}`);
  return found;
}

/** The secret values in an environment: every variable named like a secret (publishable keys are public). */
export function secretValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        /SECRET|TOKEN|PASSWORD|PRIVATE|SERVICE_ROLE|WEBHOOK/i.test(entry[0]) &&
        !/PUBLISHABLE|PUBLIC/i.test(entry[0]) &&
        typeof entry[1] === 'string' &&
        entry[1].length >= 8,
    ),
  );
}

export function scanDirectory(
  dir: string,
  knownSecrets: Record<string, string>,
): { files: number; findings: SecretFinding[] } {
  const findings: SecretFinding[] = [];
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file).toString('latin1');
    for (const what of findSecrets(text, knownSecrets)) findings.push({ file: path.relative(dir, file), what });
  }
  return { files, findings };
}
