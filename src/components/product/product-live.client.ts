// Keeps the static details (price, stock label) of a product page in step with the live catalog.
import { $liveProduct, initLiveProduct, refreshLiveProduct } from '../../stores/live-product.ts';
import { stockLevel, type StockLevel } from '../../domain/catalog/stock.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/vocabulary/language.ts';
import { formatMoney } from '../../i18n/locale.ts';

// each level's label, written by the page as data-label-out, data-label-limited, data-label-available
const LABEL_KEY: Readonly<Record<StockLevel, string>> = {
  out: 'labelOut',
  limited: 'labelLimited',
  available: 'labelAvailable',
};

const root = document.querySelector<HTMLElement>('[data-live-product]');
if (root) {
  const id = Number(root.dataset.id);
  const lang = isLanguage(root.dataset.lang) ? root.dataset.lang : DEFAULT_LANGUAGE;
  initLiveProduct({ id, price_cents: Number(root.dataset.priceCents), stock: Number(root.dataset.stock) });
  $liveProduct.listen((live) => {
    if (!live || live.id !== id) return;
    for (const el of document.querySelectorAll<HTMLElement>('[data-live-price]'))
      el.textContent = formatMoney(live.price_cents, lang);
    const level = stockLevel(live.stock);
    for (const el of document.querySelectorAll<HTMLElement>('[data-live-stock]')) {
      el.className = `stock stock--${level}`;
      el.textContent = el.dataset[LABEL_KEY[level]] ?? el.textContent;
    }
    // the back-in-stock form, while the product is sold out
    for (const el of document.querySelectorAll<HTMLElement>('[data-live-sold-out]')) el.hidden = live.stock > 0;
  });
  void refreshLiveProduct(id, lang);
}
