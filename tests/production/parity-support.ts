// What the parity journeys read from the stack: its fakes' records (the control server of stack.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { PARITY_STACK_FILE } from './parity-env.ts';

interface Stack {
  siteUrl: string;
  controlUrl: string;
  supabaseUrl: string;
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const stack = (): Stack => JSON.parse(readFileSync(PARITY_STACK_FILE, 'utf8')) as Stack;

/** Makes a fake misbehave (stack.ts's actions): Supabase Auth refusing sign-ins, or the project's keys rotated. */
export async function act(what: 'supabase/sign-in-failure' | 'supabase/keys-revoked', body: unknown): Promise<void> {
  const response = await fetch(`${stack().controlUrl}/${what}`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(204);
}

export interface DeployCheck {
  status: number | null;
  output: string;
  /** The FAIL lines, each as the owner reads it. */
  failing: string[];
}

/** `npm run deploy:check -- <site>` as the owner runs it after a deploy. */
export function deployCheck(site: string): DeployCheck {
  const run = spawnSync(
    process.execPath,
    ['--experimental-strip-types', '--no-warnings', 'src/local/scripts/deploy-check.ts', site],
    { cwd: path.resolve(import.meta.dirname, '../..'), encoding: 'utf8' },
  );
  const output = run.stdout + run.stderr;
  return { status: run.status, output, failing: output.split('\n').filter((line) => line.startsWith('FAIL')) };
}

export async function control<T>(what: 'mails' | 'hook-calls' | 'stripe' | 'storage'): Promise<T> {
  const response = await fetch(`${stack().controlUrl}/${what}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The mail to `to` whose subject is `subject`, once the SMTP server has it. */
export async function mailTo(to: string, subject: string | RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await control<Mail[]>('mails');
        found = mails.find(
          (m) => m.to.includes(to) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
        );
        return Boolean(found);
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found as Mail;
}

export const supabaseUrl = () => stack().supabaseUrl;
