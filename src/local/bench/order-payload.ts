// A valid order for the order placement benchmark, shaped as the orders handler's schema asks
// (orderRequestSchema, src/contract/orders.ts): shipping details, the cart lines, a payment method.
export function orderPayload(productIds: number[], i: number): Record<string, unknown> {
  return {
    customer: {
      firstName: 'Bench',
      lastName: `Shopper ${i}`,
      email: `bench${i}@example.com`,
      phone: '+32 470 12 34 56',
      address: 'Rue de la Loi 16',
      city: 'Bruxelles',
      postalCode: '1000',
      country: 'BE',
    },
    items: productIds.map((productId, index) => ({ product_id: productId, quantity: 1 + (index % 2) })),
    paymentMethod: 'bank-transfer',
    language: 'fr',
  };
}
