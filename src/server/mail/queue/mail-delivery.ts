// Delivery right after a commit, in this process: whatever wrote outbox rows calls kickMailDelivery()
// once its transaction committed, and a function hands the same promise to Netlify's
// `context.waitUntil`, so the e-mail leaves within moments while the response is already on its way
// (the local runner tracks waitUntil work the same way). One run at a time per process: a kick during
// a run makes it look again once done. Whatever a run leaves (a server down, the run's time up, an
// instance stopped) the scheduled sender (netlify/functions/send-emails.mts, every 15 minutes) takes up.
// A function that cannot draw invoice PDFs (every one but the senders: deliver.ts) delivers the rest
// and hands the e-mails with a PDF to the background sender (send-emails-background.mts) at once.
import type { Context } from '@netlify/functions';
import { getEnv } from '../../config/env.ts';
import { startBackgroundFunction } from '../../http/shop-call-key.ts';
import { deliverDueEmails, drawsInvoicePdfs, invoiceMailDue } from './deliver.ts';

/** The background function that delivers with the PDF renderer (netlify/functions/send-emails-background.mts). */
export const PDF_SENDER = 'send-emails-background';

/** The part of a function's context this needs. */
export type MailContext = Partial<Pick<Context, 'waitUntil'>>;

let running: Promise<void> | null = null;
let again = false;

async function runUntilQuiet(): Promise<void> {
  try {
    do {
      again = false;
      await deliverDueEmails();
    } while (again);
    if (!drawsInvoicePdfs() && (await invoiceMailDue()))
      await startBackgroundFunction(getEnv(), PDF_SENDER, 'the scheduled sender delivers it');
  } catch (error) {
    console.error('e-mail delivery run failed (the scheduled sender tries again):', error);
  } finally {
    running = null;
  }
}

/** Starts (or joins) this process's delivery run; never rejects. */
export function kickMailDelivery(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = runUntilQuiet();
  return running;
}

/** The run in progress, if any (what a function asks the platform to wait for). */
export function mailDeliveryInFlight(): Promise<void> {
  return running ?? Promise.resolve();
}

/**
 * For a function that may have written e-mails: the platform keeps the instance until the delivery
 * run ends. (A handler test's bare context has no waitUntil: the run goes on in the process anyway.)
 */
export function keepAliveForMail(context: MailContext): void {
  if (running) context.waitUntil?.(running);
}
