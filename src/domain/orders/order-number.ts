// The order number shoppers see (thank-you page, e-mails, bank transfer): the id, zero-padded.
export function orderNumber(orderId: number): string {
  return `ML-${String(orderId).padStart(6, '0')}`;
}
