// Demo order history: customers from Belgium and its neighbours, orders in every status over the last
// six months (so the monthly statistics show something), each with the status changes it went through.
import type { CustomerAddress } from '../../domain/orders/order-columns.ts';
import type { ShippingCountry } from '../../domain/vocabulary/country.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import type { OrderStatus } from '../../domain/vocabulary/order-status.ts';
import type { PaymentMethod } from '../../domain/vocabulary/payment-method.ts';

export interface SeedCustomer extends CustomerAddress {
  phone: string | null;
  country: ShippingCountry;
  language: Language;
}

export const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  {
    firstName: 'Claire',
    lastName: 'Dubois',
    email: 'claire.dubois@example.be',
    phone: '+32 475 21 48 93',
    address: 'Avenue Louise 231',
    city: 'Bruxelles',
    postalCode: '1050',
    country: 'BE',
    language: 'fr',
  },
  {
    firstName: 'Pieter',
    lastName: 'Janssens',
    email: 'pieter.janssens@example.be',
    phone: '+32 486 33 12 07',
    address: 'Meir 45',
    city: 'Antwerpen',
    postalCode: '2000',
    country: 'BE',
    language: 'nl',
  },
  {
    firstName: 'Sophie',
    lastName: 'Lambert',
    email: 'sophie.lambert@example.be',
    phone: '+32 497 80 15 62',
    address: 'Place Saint-Lambert 18',
    city: 'Liège',
    postalCode: '4000',
    country: 'BE',
    language: 'fr',
  },
  {
    firstName: 'Lotte',
    lastName: 'Peeters',
    email: 'lotte.peeters@example.be',
    phone: null,
    address: 'Korenmarkt 8',
    city: 'Gent',
    postalCode: '9000',
    country: 'BE',
    language: 'nl',
  },
  {
    firstName: 'James',
    lastName: 'Whitfield',
    email: 'james.whitfield@example.co.uk',
    phone: '+44 20 7946 0321',
    address: '55 Marylebone High Street',
    city: 'London',
    postalCode: 'W1U 5HS',
    country: 'UK',
    language: 'en',
  },
  {
    firstName: 'Camille',
    lastName: 'Martin',
    email: 'camille.martin@example.fr',
    phone: '+33 6 12 45 78 90',
    address: '12 rue de Rivoli',
    city: 'Paris',
    postalCode: '75004',
    country: 'FR',
    language: 'fr',
  },
  {
    firstName: 'Daan',
    lastName: 'de Vries',
    email: 'daan.devries@example.nl',
    phone: '+31 6 2345 6789',
    address: 'Keizersgracht 210',
    city: 'Amsterdam',
    postalCode: '1016 DZ',
    country: 'NL',
    language: 'nl',
  },
  {
    firstName: 'Anna',
    lastName: 'Schneider',
    email: 'anna.schneider@example.de',
    phone: '+49 211 5588 2040',
    address: 'Königsallee 30',
    city: 'Düsseldorf',
    postalCode: '40212',
    country: 'DE',
    language: 'en',
  },
  {
    firstName: 'Olivier',
    lastName: 'Leclercq',
    email: 'olivier.leclercq@example.be',
    phone: '+32 472 64 90 11',
    address: 'Rue de Fer 14',
    city: 'Namur',
    postalCode: '5000',
    country: 'BE',
    language: 'fr',
  },
  {
    firstName: 'Elise',
    lastName: 'Claes',
    email: 'elise.claes@example.be',
    phone: '+32 468 27 53 40',
    address: 'Bondgenotenlaan 60',
    city: 'Leuven',
    postalCode: '3000',
    country: 'BE',
    language: 'nl',
  },
  {
    firstName: 'Thomas',
    lastName: 'Wouters',
    email: 'thomas.wouters@example.be',
    phone: null,
    address: 'Grote Markt 22',
    city: 'Brugge',
    postalCode: '8000',
    country: 'BE',
    language: 'en',
  },
  {
    firstName: 'Isabelle',
    lastName: 'Moreau',
    email: 'isabelle.moreau@example.be',
    phone: '+32 479 11 38 26',
    address: 'Chaussée de Waterloo 1040',
    city: 'Uccle',
    postalCode: '1180',
    country: 'BE',
    language: 'fr',
  },
];

export interface SeedOrderSpec {
  customer: number;
  /** Age of the order in hours, counted back from the seeding. */
  hoursAgo: number;
  status: OrderStatus;
  /** A paid order cancelled by the shop (refunded), rather than an unpaid one that expired. */
  cancelledAfterPayment?: boolean;
  method: PaymentMethod;
  promo?: boolean;
  /** Product keys (see catalog-data.ts) and quantities. */
  lines: readonly (readonly [string, number])[];
}

const DAY = 24;

export const SEED_ORDERS: readonly SeedOrderSpec[] = [
  { customer: 0, hoursAgo: 172 * DAY, status: 'completed', method: 'credit-card', lines: [['ambre-imperial', 1]] },
  {
    customer: 4,
    hoursAgo: 165 * DAY,
    status: 'completed',
    method: 'paypal',
    lines: [
      ['rose-de-minuit', 1],
      ['mer-du-nord', 1],
    ],
  },
  {
    customer: 1,
    hoursAgo: 151 * DAY,
    status: 'completed',
    method: 'bank-transfer',
    promo: true,
    lines: [['cedre-noir', 1]],
  },
  {
    customer: 5,
    hoursAgo: 138 * DAY,
    status: 'completed',
    method: 'credit-card',
    lines: [
      ['iris-galant', 1],
      ['bergamote-royale', 1],
    ],
  },
  { customer: 2, hoursAgo: 130 * DAY, status: 'cancelled', method: 'bank-transfer', lines: [['mer-du-nord', 2]] },
  { customer: 6, hoursAgo: 117 * DAY, status: 'completed', method: 'credit-card', lines: [['nuit-safranee', 1]] },
  { customer: 3, hoursAgo: 101 * DAY, status: 'completed', method: 'bank-transfer', lines: [['rose-de-minuit', 2]] },
  {
    customer: 7,
    hoursAgo: 88 * DAY,
    status: 'completed',
    method: 'credit-card',
    promo: true,
    lines: [
      ['jardin-d-aurore', 1],
      ['ambre-imperial', 1],
    ],
  },
  {
    customer: 8,
    hoursAgo: 71 * DAY,
    status: 'completed',
    method: 'paypal',
    lines: [
      ['cedre-noir', 1],
      ['bergamote-royale', 1],
    ],
  },
  { customer: 9, hoursAgo: 57 * DAY, status: 'completed', method: 'credit-card', lines: [['santal-dore', 1]] },
  {
    customer: 11,
    hoursAgo: 44 * DAY,
    status: 'cancelled',
    cancelledAfterPayment: true,
    method: 'credit-card',
    lines: [['iris-galant', 1]],
  },
  {
    customer: 10,
    hoursAgo: 33 * DAY,
    status: 'completed',
    method: 'bank-transfer',
    lines: [
      ['mer-du-nord', 1],
      ['santal-dore', 1],
    ],
  },
  { customer: 0, hoursAgo: 18 * DAY, status: 'completed', method: 'credit-card', lines: [['velours-d-oud', 1]] },
  {
    customer: 5,
    hoursAgo: 9 * DAY,
    status: 'shipped',
    method: 'credit-card',
    promo: true,
    lines: [
      ['foret-de-soignes', 1],
      ['rose-de-minuit', 1],
    ],
  },
  { customer: 4, hoursAgo: 6 * DAY, status: 'shipped', method: 'paypal', lines: [['ambre-imperial', 1]] },
  { customer: 1, hoursAgo: 4 * DAY, status: 'shipped', method: 'bank-transfer', lines: [['cedre-noir', 2]] },
  {
    customer: 6,
    hoursAgo: 3 * DAY,
    status: 'paid',
    method: 'credit-card',
    lines: [
      ['brume-du-sablon', 1],
      ['jardin-d-aurore', 1],
    ],
  },
  { customer: 8, hoursAgo: 50, status: 'paid', method: 'paypal', lines: [['velours-d-oud', 1]] },
  {
    customer: 2,
    hoursAgo: 30,
    status: 'paid',
    method: 'bank-transfer',
    promo: true,
    lines: [
      ['mer-du-nord', 1],
      ['bergamote-royale', 1],
    ],
  },
  { customer: 9, hoursAgo: 40, status: 'pending', method: 'bank-transfer', lines: [['foret-de-soignes', 1]] },
  { customer: 3, hoursAgo: 20, status: 'pending', method: 'bank-transfer', lines: [['brume-du-sablon', 2]] },
  {
    customer: 7,
    hoursAgo: 5,
    status: 'pending',
    method: 'bank-transfer',
    lines: [
      ['rose-de-minuit', 1],
      ['ambre-imperial', 1],
    ],
  },
];
