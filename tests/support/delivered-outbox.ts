// The local outbox once the e-mails written so far have left the mail outbox: delivery runs right
// after each commit, in the background (src/server/mail/queue/mail-delivery.ts), so a test reading
// the files waits for that run first.
import { mailDeliveryInFlight } from '../../src/server/mail/queue/mail-delivery.ts';
import { listOutbox, type StoredEmail } from '../../src/server/mail/local-mailbox.ts';

export async function deliveredOutbox(dir: string, limit?: number): Promise<StoredEmail[]> {
  await mailDeliveryInFlight();
  return listOutbox(dir, limit);
}
