// What the product page tells its purchase options about the product (PurchaseOptions.astro writes it
// as JSON in data-product; purchase-options.client.ts reads it).
export interface PurchaseProduct {
  id: number;
  name: string;
  price_cents: number;
  image: string;
  size_ml: number;
  stock: number;
}
