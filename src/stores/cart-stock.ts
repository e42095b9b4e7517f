// The cart page asks the catalogue for each line's stock when it opens (the cart may be days old):
// a line whose stock fell under its quantity is then said, with the number left (CartLine.tsx).
import { $cart, recordStock } from './cart.ts';
import { lookUpProduct } from './product-answer.ts';

export async function refreshCartStock(lang: string): Promise<void> {
  const ids = [...new Set($cart.get().map((item) => item.id))];
  await Promise.all(
    ids.map(async (id) => {
      const found = await lookUpProduct(id, lang);
      if (found.kind === 'found') recordStock(id, found.product.stock);
      // removed since: nothing left to sell
      else if (found.kind === 'gone') recordStock(id, 0);
    }),
  );
}
