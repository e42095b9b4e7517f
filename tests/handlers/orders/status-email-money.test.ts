// The status e-mails say where the order's money stands, on the embedded database and on PostgreSQL
// (TEST_DATABASE_URL): an unpaid transfer order shipped on trust gets the amount due, the shop's
// account, its structured communication and the EPC QR code; a cancellation says the money received
// comes back, or that there is nothing to pay, never "if you had already paid".
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/pricing/money.ts';
import { orderStructuredCommunication } from '../../../src/domain/payments/structured-communication.ts';
import { messages } from '../../../src/i18n/messages/index.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { deliveredOutbox } from '../../support/delivered-outbox.ts';
import { createAccounts, placeTestOrder } from '../admin/helpers.ts';

let productId: number;
const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

async function lastEmailTo(id: number, subject: string) {
  const [order] = await getSql()<{ email: string }[]>`select email from public.orders where id = ${id}`;
  const mails = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).filter(
    (m) => m.to === order!.email && m.subject === subject,
  );
  expect(mails, subject).toHaveLength(1);
  return mails[0]!;
}

async function placed(language: 'fr' | 'en' | 'nl') {
  const id = await placeTestOrder(productId, 1, {
    language,
    payment_method: 'bank-transfer',
    email: `money.${language}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.be`,
  });
  await getSql()`update public.orders set confirmation_sent_at = now() where id = ${id}`;
  const [row] = await getSql()<{ total_cents: number }[]>`select total_cents from public.orders where id = ${id}`;
  return { id, total: row!.total_cents, number: `ML-${String(id).padStart(6, '0')}` };
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  await createAccounts();
  productId = (
    await getSql()<{ id: number }[]>`select id from public.products where stock >= 10 order by id limit 1`
  )[0]!.id;
});

describe('status e-mails and money', () => {
  for (const language of ['fr', 'en', 'nl'] as const)
    it(`${language}: an unpaid transfer order shipped on trust is told what is due, how to pay and its QR code`, async () => {
      const E = messages[language].email;
      const order = await placed(language);
      await changeOrderStatus(order.id, 'shipped', 'admin:test', undefined, { confirmUnpaid: true });
      const mail = await lastEmailTo(order.id, fill(E.shipped.subject, { number: order.number }));
      const amount = formatMoney(order.total, language);
      expect(mail.text).toContain(fill(E.shipped.due, { amount }));
      expect(mail.text).toContain(orderStructuredCommunication(order.id));
      expect(mail.text).toMatch(/BE\d\d( \d{4}){3}/);
      expect((mail.attachments ?? []).some((a) => a.contentType === 'image/png')).toBe(true);
    });

  it('a cancelled paid order is told its money comes back; a never-paid one that it owes nothing', async () => {
    const E = messages.fr.email;
    const paid = await placed('fr');
    await changeOrderStatus(paid.id, 'paid', 'admin:test');
    await changeOrderStatus(paid.id, 'cancelled', 'admin:test');
    const refundMail = await lastEmailTo(paid.id, fill(E.cancelled.subject, { number: paid.number }));
    expect(refundMail.text).toContain(fill(E.cancelled.refundDue, { amount: formatMoney(paid.total, 'fr') }));
    expect(refundMail.text).not.toContain('Si vous aviez déjà payé');

    const unpaid = await placed('fr');
    await changeOrderStatus(unpaid.id, 'cancelled', 'admin:test');
    const plain = await lastEmailTo(unpaid.id, fill(E.cancelled.subject, { number: unpaid.number }));
    expect(plain.text).toContain(E.cancelled.nothingPaid);
  });
});
