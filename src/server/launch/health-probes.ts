// The health check's probes: each configured service asked for real with the key the shop uses for it,
// read-only, with a short time-out. A probe says yes or no; why it failed goes to the function's log
// (with the provider's status), never into the public answer.
import nodemailer from 'nodemailer';
import type { Env } from '../config/env.ts';
import { stripeClient } from '../payments/providers/stripe-client.ts';

const PROBE_TIMEOUT_MS = 5_000;

async function probe(name: string, run: () => Promise<boolean>): Promise<boolean> {
  try {
    return await run();
  } catch (error) {
    console.error(`health: ${name} probe failed:`, error instanceof Error ? error.message : error);
    return false;
  }
}

async function answers(name: string, url: string, headers: Record<string, string>): Promise<boolean> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  await res.arrayBuffer();
  if (!res.ok) console.error(`health: ${name} answered ${res.status}`);
  return res.ok;
}

/** Supabase Auth with the publishable key, as sign-in uses it: its public settings. */
export const probeSupabaseAuth = (url: string, publishableKey: string) =>
  probe('Supabase Auth', () =>
    answers('Supabase Auth', `${url.replace(/\/$/, '')}/auth/v1/settings`, { apikey: publishableKey }),
  );

/** Supabase Storage with the secret key, as uploads use it: the product images bucket. */
export const probeSupabaseStorage = (url: string, secretKey: string, bucket: string) =>
  probe('Supabase Storage', () =>
    answers('Supabase Storage', `${url.replace(/\/$/, '')}/storage/v1/bucket/${encodeURIComponent(bucket)}`, {
      apikey: secretKey,
      authorization: `Bearer ${secretKey}`,
    }),
  );

/** The SMTP server accepts a connection and the credentials (nodemailer's verify: no mail is sent). */
export const probeSmtp = (smtpUrl: string) =>
  probe('SMTP', async () => {
    const transport = nodemailer.createTransport(smtpUrl, {});
    try {
      return await Promise.race([
        transport.verify(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS).unref()),
      ]);
    } finally {
      transport.close();
    }
  });

/** Stripe takes the secret key: a read-only call (the balance). */
export const probeStripe = (env: Env) =>
  probe('Stripe', async () => {
    const stripe = stripeClient({
      secretKey: env.STRIPE_SECRET_KEY ?? '',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      apiBase: env.STRIPE_API_BASE ?? 'https://api.stripe.com',
    });
    await stripe.balance.retrieve();
    return true;
  });
