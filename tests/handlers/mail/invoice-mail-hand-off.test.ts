// An e-mail that carries an invoice PDF, queued by a function that ships no PDF renderer (every
// function but the two senders): the delivery run after the commit leaves it pending and starts
// send-emails-background with the shop's key; that function refuses a stranger's call, and on the
// shop's own call delivers the e-mail with the invoice attached. On the embedded database and on
// PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pdfSender from '../../../netlify/functions/send-emails-background.mts';
import { getEnv } from '../../../src/server/config/env.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { SHOP_CALL_KEY_HEADER, shopCallKey } from '../../../src/server/http/shop-call-key.ts';
import { invoicePdfAttachment } from '../../../src/server/invoices/invoice-attachment.ts';
import { drawInvoicePdfsWith } from '../../../src/server/mail/queue/deliver.ts';
import { PDF_SENDER } from '../../../src/server/mail/queue/mail-delivery.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { deliveredOutbox } from '../../support/delivered-outbox.ts';
import { placeTestOrder } from '../admin/helpers.ts';

const pendingWithPdf = async (email: string) =>
  await getSql()<{ id: number }[]>`
    select id from public.outgoing_emails
     where recipient = ${email} and status = 'pending' and attachments @> '[{"kind":"invoice_pdf"}]'::jsonb`;

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
});

afterAll(() => {
  vi.restoreAllMocks();
  drawInvoicePdfsWith(invoicePdfAttachment);
});

describe('the e-mail with an invoice PDF, from a function without the PDF renderer', () => {
  it('waits for send-emails-background, which only the shop can start, and leaves from there with its PDF', async () => {
    const [product] = await getSql()<
      { id: number }[]
    >`select id from public.products where stock >= 10 order by id limit 1`;
    const email = `hand.off.${Date.now()}@example.be`;
    const id = await placeTestOrder(product!.id, 1, { language: 'nl', email });
    await getSql()`update public.orders set confirmation_sent_at = now() where id = ${id}`;

    // a process like orders-create or admin-order-ledger on Netlify: no drawer
    drawInvoicePdfsWith(null);
    const calls: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(new Request(input, init));
      return new Response(null, { status: 202 });
    });
    await changeOrderStatus(id, 'paid', 'admin:test');
    expect(await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).not.toContainEqual(
      expect.objectContaining({ to: email }),
    );
    expect(await pendingWithPdf(email)).toHaveLength(1);
    expect(calls.map((r) => new URL(r.url).pathname)).toEqual([`/.netlify/functions/${PDF_SENDER}`]);
    expect(calls[0]!.headers.get(SHOP_CALL_KEY_HEADER)).toBe(shopCallKey(getEnv(), PDF_SENDER));
    vi.restoreAllMocks();

    const stranger = new Request(calls[0]!.url, { method: 'POST', headers: { [SHOP_CALL_KEY_HEADER]: 'guess' } });
    expect((await pdfSender(stranger)).status).toBe(401);
    expect(await pendingWithPdf(email)).toHaveLength(1);

    expect((await pdfSender(calls[0]!)).status).toBe(202);
    expect(await pendingWithPdf(email)).toHaveLength(0);
    const [invoice] = await getSql()<{ number: string }[]>`select number from public.invoices where order_id = ${id}`;
    const sent = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).filter((m) => m.to === email);
    expect(sent).toHaveLength(1);
    expect(
      (sent[0]!.attachments ?? []).filter((a) => a.contentType === 'application/pdf').map((a) => a.filename),
    ).toEqual([`factuur-${invoice!.number}.pdf`]);
  });
});
