// Runs inline before the cart page paints: with items in localStorage, the static empty state gives way
// to the loading line until the island renders the table (no flash of "empty", and an empty cart needs no JS to show).
import { CART_STORAGE_KEY } from '../../stores/cart.ts';

export const HAS_CART_SCRIPT = `(function(){try{var c=JSON.parse(localStorage.getItem('${CART_STORAGE_KEY}')||'[]');if(c&&c.length)document.documentElement.classList.add('has-cart')}catch(e){}})();`;
