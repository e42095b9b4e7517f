// What the parity journeys read from the stack: its fakes' records (the control server of stack.ts).
import { readFileSync } from 'node:fs';
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
