// Deleting a paid (so invoiced) order has its own dialog: its invoice stays in the series.
import { describe, expect, it } from 'vitest';
import { createAdminI18n } from '../../../src/admin/i18n/admin-i18n.ts';
import { deleteOrderDialog } from '../../../src/admin/logic/delete-order-words.ts';

const unpaid = { id: 1, number: 'ML-000001', paid_at: null };
const paid = { id: 2, number: 'ML-000002', paid_at: '2026-11-20T10:00:00Z' };

describe('the delete dialog of orders', () => {
  it('is the generic one for unpaid orders, its own naming the invoiced ones otherwise', () => {
    expect(deleteOrderDialog([unpaid])).toEqual({
      title: 'orders.confirmDeleteTitle',
      message: 'orders.confirmDelete',
      values: {},
    });
    expect(deleteOrderDialog([unpaid, paid])).toEqual({
      title: 'orders.confirmDeleteInvoicedTitle',
      message: 'orders.confirmDeleteInvoicedOne',
      values: { count: 1, numbers: 'ML-000002' },
    });
  });

  it('says in fr, en and nl that the invoice stays in the series', () => {
    const words = {
      fr: /facture reste dans la série/,
      en: /invoice stays in the numbered series/,
      nl: /factuur blijft in de nummerreeks/,
    };
    for (const [lang, said] of Object.entries(words)) {
      const { t } = createAdminI18n(lang as 'fr');
      const dialog = deleteOrderDialog([paid]);
      expect(t(dialog.message, dialog.values)).toMatch(said);
      expect(t(dialog.message, dialog.values)).toContain('ML-000002');
      const two = deleteOrderDialog([paid, { ...paid, id: 3, number: 'ML-000003' }]);
      expect(two.message).toBe('orders.confirmDeleteInvoicedMany');
      expect(t(two.message, two.values)).toContain('ML-000002, ML-000003');
    }
  });
});
