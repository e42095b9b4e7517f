// The registry of every message file, imported statically so it works in Astro, Netlify functions (esbuild)
// and plain node. Add a namespace: create <ns>.json in fr/, en/ and nl/, then add its three imports here
// (tests/unit/i18n-parity.test.ts fails when a file on disk is missing from this registry).
import fr_common from './fr/common.json' with { type: 'json' };
import en_common from './en/common.json' with { type: 'json' };
import nl_common from './nl/common.json' with { type: 'json' };
import fr_home from './fr/home.json' with { type: 'json' };
import en_home from './en/home.json' with { type: 'json' };
import nl_home from './nl/home.json' with { type: 'json' };
import fr_shop from './fr/shop.json' with { type: 'json' };
import en_shop from './en/shop.json' with { type: 'json' };
import nl_shop from './nl/shop.json' with { type: 'json' };
import fr_product from './fr/product.json' with { type: 'json' };
import en_product from './en/product.json' with { type: 'json' };
import nl_product from './nl/product.json' with { type: 'json' };
import fr_cart from './fr/cart.json' with { type: 'json' };
import en_cart from './en/cart.json' with { type: 'json' };
import nl_cart from './nl/cart.json' with { type: 'json' };
import fr_about from './fr/about.json' with { type: 'json' };
import en_about from './en/about.json' with { type: 'json' };
import nl_about from './nl/about.json' with { type: 'json' };
import fr_contact from './fr/contact.json' with { type: 'json' };
import en_contact from './en/contact.json' with { type: 'json' };
import nl_contact from './nl/contact.json' with { type: 'json' };
import fr_legal from './fr/legal.json' with { type: 'json' };
import en_legal from './en/legal.json' with { type: 'json' };
import nl_legal from './nl/legal.json' with { type: 'json' };
import fr_faq from './fr/faq.json' with { type: 'json' };
import en_faq from './en/faq.json' with { type: 'json' };
import nl_faq from './nl/faq.json' with { type: 'json' };
import fr_checkout from './fr/checkout.json' with { type: 'json' };
import en_checkout from './en/checkout.json' with { type: 'json' };
import nl_checkout from './nl/checkout.json' with { type: 'json' };
import fr_thankyou from './fr/thankyou.json' with { type: 'json' };
import en_thankyou from './en/thankyou.json' with { type: 'json' };
import nl_thankyou from './nl/thankyou.json' with { type: 'json' };
import fr_email from './fr/email.json' with { type: 'json' };
import en_email from './en/email.json' with { type: 'json' };
import nl_email from './nl/email.json' with { type: 'json' };
import fr_admin from './fr/admin.json' with { type: 'json' };
import en_admin from './en/admin.json' with { type: 'json' };
import nl_admin from './nl/admin.json' with { type: 'json' };
import fr_withdrawal from './fr/withdrawal.json' with { type: 'json' };
import en_withdrawal from './en/withdrawal.json' with { type: 'json' };
import nl_withdrawal from './nl/withdrawal.json' with { type: 'json' };
import fr_backoffice from './fr/backoffice.json' with { type: 'json' };
import en_backoffice from './en/backoffice.json' with { type: 'json' };
import nl_backoffice from './nl/backoffice.json' with { type: 'json' };

export const messages = {
  fr: {
    common: fr_common,
    home: fr_home,
    shop: fr_shop,
    product: fr_product,
    cart: fr_cart,
    about: fr_about,
    contact: fr_contact,
    legal: fr_legal,
    faq: fr_faq,
    checkout: fr_checkout,
    thankyou: fr_thankyou,
    email: fr_email,
    withdrawal: fr_withdrawal,
    admin: fr_admin,
    backoffice: fr_backoffice,
  },
  en: {
    common: en_common,
    home: en_home,
    shop: en_shop,
    product: en_product,
    cart: en_cart,
    about: en_about,
    contact: en_contact,
    legal: en_legal,
    faq: en_faq,
    checkout: en_checkout,
    thankyou: en_thankyou,
    email: en_email,
    withdrawal: en_withdrawal,
    admin: en_admin,
    backoffice: en_backoffice,
  },
  nl: {
    common: nl_common,
    home: nl_home,
    shop: nl_shop,
    product: nl_product,
    cart: nl_cart,
    about: nl_about,
    contact: nl_contact,
    legal: nl_legal,
    faq: nl_faq,
    checkout: nl_checkout,
    thankyou: nl_thankyou,
    email: nl_email,
    withdrawal: nl_withdrawal,
    admin: nl_admin,
    backoffice: nl_backoffice,
  },
} as const;

export type Namespace = keyof typeof messages.fr;
export const NAMESPACES = Object.keys(messages.fr) as Namespace[];
