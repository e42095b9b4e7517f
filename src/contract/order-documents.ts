// The shopper's invoices and credit notes, read with the order's access token (X-Order-Token):
//   GET /api/checkout/orders/{id}/documents -> 200 { documents: OrderDocumentItem[] } (oldest first)
//   GET /api/checkout/orders/{id}/documents/{number}?lang= -> 200 application/pdf; 404 for a number
//   that is not one of the order's. No pro forma: the shopper's page shows the amount due instead.
export interface OrderDocumentItem {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** ISO instant. */
  issued_at: string;
}

export interface OrderDocumentsAnswer {
  documents: OrderDocumentItem[];
}
