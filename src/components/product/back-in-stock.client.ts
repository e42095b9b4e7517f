// The sold-out product's alert form (BackInStockForm.astro) without React:
// POST /api/back-in-stock { productId, email, language }, then one message in the page's language.
import { wireEmailSignupForm } from '../layout/email-signup-form.ts';

const form = document.querySelector<HTMLFormElement>('[data-back-in-stock]');
if (form)
  wireEmailSignupForm(form, '/api/back-in-stock', (email, language) => ({
    productId: Number(form.dataset.productId),
    email,
    language,
  }));
