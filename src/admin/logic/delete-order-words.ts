// What the delete dialog says about the orders it asks about. An order that was paid has its invoice
// (issued on payment, numbered in the yearly series): deleting the order never deletes that invoice,
// which stays in the series with no gap, and the owner is told so, naming it, before saying yes.

interface Deletable {
  id: number;
  number: string;
  paid_at: string | null;
}

/** The admin.json keys and values of the dialog's title and message. */
export function deleteOrderDialog(orders: readonly Deletable[]): {
  title: string;
  message: string;
  values: Record<string, string | number>;
} {
  const invoiced = orders.filter((order) => order.paid_at !== null);
  if (invoiced.length === 0) return { title: 'orders.confirmDeleteTitle', message: 'orders.confirmDelete', values: {} };
  return {
    title: 'orders.confirmDeleteInvoicedTitle',
    // one key per case, as every text of the shop (no plural suffixes for marketers to keep in step)
    message: invoiced.length === 1 ? 'orders.confirmDeleteInvoicedOne' : 'orders.confirmDeleteInvoicedMany',
    values: { count: invoiced.length, numbers: invoiced.map((order) => order.number).join(', ') },
  };
}
