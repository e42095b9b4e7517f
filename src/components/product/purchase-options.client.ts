// The product page's purchase options over their server-rendered markup (PurchaseOptions.astro), in
// plain script: add to cart (and its 4 s toast, the time starting again when shown again), 'buy now'
// opening the payment options, card or PayPal on to the checkout of this product alone, never more
// than the stock the shop last said, and the sold-out state following the live stock (product-live.client.ts).
import { $cart, addToCart } from '../../stores/cart.ts';
import { $liveProduct } from '../../stores/live-product.ts';
import { stockLevel } from '../../domain/catalog/stock.ts';
import { buyNowHref } from '../../islands/checkout/buy-now-href.ts';
import { replayEarlyInteractions } from '../layout/early-interactions.ts';
import { wireStepper } from './quantity-stepper.ts';
import type { PurchaseProduct } from './purchase-product.ts';

const TOAST_MS = 4000;

type ToastKind = 'added' | 'full' | null;

function toastControl(root: HTMLElement): (kind: ToastKind, count?: number) => void {
  const region = root.querySelector<HTMLElement>('.purchase__toast');
  let timer = 0;
  const show = (kind: ToastKind, count = 0) => {
    window.clearTimeout(timer);
    if (!region) return;
    region.replaceChildren();
    const template = root.querySelector<HTMLTemplateElement>(`template[data-toast="${kind}"]`);
    if (!kind || !template) return;
    region.append(template.content.cloneNode(true));
    const full = region.querySelector('[data-full-text]');
    if (full) full.textContent = (full.textContent ?? '').replaceAll('{{count}}', String(count));
    region.querySelector('.toast__close')?.addEventListener('click', () => show(null));
    timer = window.setTimeout(() => show(null), TOAST_MS);
  };
  return show;
}

function wirePurchase(root: HTMLElement): void {
  const product = JSON.parse(root.dataset.product ?? 'null') as PurchaseProduct | null;
  const stepperRoot = root.querySelector<HTMLElement>('[data-stepper]');
  const stepper = stepperRoot ? wireStepper(stepperRoot) : null;
  const options = root.querySelector<HTMLElement>('#payment-options');
  const toggle = root.querySelector<HTMLButtonElement>('[data-buy-toggle]');
  if (!product || !stepper || !options || !toggle) return;
  const showToast = toastControl(root);
  let priceCents = product.price_cents;
  let stock = product.stock;
  let soldOut = stockLevel(stock) === 'out';

  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    options.hidden = !open || soldOut;
  };
  const buyNow = (method: 'paypal' | null) =>
    window.location.assign(buyNowHref(root.dataset.checkoutHref ?? '/checkout', product.id, stepper.value(), method));

  const inCart = () => $cart.get().find((item) => item.id === product.id)?.quantity ?? 0;
  root.querySelector('[data-add]')?.addEventListener('click', () => {
    // the cart never holds more than the stock the shop last said (cart-items.ts)
    if (inCart() >= stock) return showToast('full', stock);
    const line = { id: product.id, name: product.name, price_cents: priceCents, image: product.image };
    addToCart({ ...line, size_ml: product.size_ml, stock }, stepper.value());
    showToast('added');
  });
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  root.querySelector('[data-buy="card"]')?.addEventListener('click', () => buyNow(null));
  root.querySelector('[data-buy="paypal"]')?.addEventListener('click', () => buyNow('paypal'));

  $liveProduct.subscribe((live) => {
    if (!live || live.id !== product.id) return;
    priceCents = live.price_cents;
    stock = live.stock;
    soldOut = stockLevel(live.stock) === 'out';
    stepper.setMax(live.stock);
    for (const el of root.querySelectorAll<HTMLElement>('[data-on-sale]')) el.hidden = soldOut;
    for (const el of root.querySelectorAll<HTMLElement>('[data-sold-out]')) el.hidden = !soldOut;
    setOpen(toggle.getAttribute('aria-expanded') === 'true');
  });
  root.querySelectorAll<HTMLElement>('button[data-early]').forEach((button) => {
    if (!button.closest('[data-stepper]')) replayEarlyInteractions(button);
  });
}

document.querySelectorAll<HTMLElement>('[data-purchase]').forEach(wirePurchase);
