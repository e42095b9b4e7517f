// Runs inline before the cart page paints: with items in localStorage, the static empty state gives way
// to the loading line until the island renders the table (no flash of "empty", and an empty cart needs no JS to show).
export const HAS_CART_SCRIPT = `(function(){try{var c=JSON.parse(localStorage.getItem('perfume_cart')||'[]');if(c&&c.length)document.documentElement.classList.add('has-cart')}catch(e){}})();`;
