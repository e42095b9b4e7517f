// Keeps the static details (price, stock label) of a product page in step with the live catalog.
import { $liveProduct, initLiveProduct, refreshLiveProduct } from '../../stores/live-product.ts';
import { stockLevel } from '../../domain/catalog/stock.ts';
import { formatMoney } from '../../domain/pricing/money.ts';
import type { Language } from '../../domain/vocabulary/language.ts';

const root = document.querySelector<HTMLElement>('[data-live-product]');
if (root) {
  const id = Number(root.dataset.id);
  const lang = (root.dataset.lang ?? 'fr') as Language;
  initLiveProduct({ id, price_cents: Number(root.dataset.priceCents), stock: Number(root.dataset.stock) });
  $liveProduct.listen((live) => {
    if (!live || live.id !== id) return;
    for (const el of document.querySelectorAll<HTMLElement>('[data-live-price]')) el.textContent = formatMoney(live.price_cents, lang);
    const level = stockLevel(live.stock);
    for (const el of document.querySelectorAll<HTMLElement>('[data-live-stock]')) {
      el.className = `stock stock--${level}`;
      el.textContent = el.dataset[`label${level[0]!.toUpperCase()}${level.slice(1)}`] ?? el.textContent;
    }
  });
  void refreshLiveProduct(id, lang);
}
