// The one reader of the shop settings (public.shop_settings) on the server: the public API, the e-mails,
// the invoices, the checkout and the build of the static storefront (footer, legal pages) all go through it.
import type { GiftOffer, PaymentMethodAvailability, PublicSettings } from '../../contract/settings.ts';
import {
  shippingCountries,
  type ExportPricing,
  type UkVatMode,
  type VatPricing,
  type VatSettings,
} from '../../domain/tax/vat-rules.ts';
import { lowestRate, zoneOf, type ShippingZone } from '../../domain/shipping/rates.ts';
import { HOME_COUNTRY } from '../../domain/tax/vat-rates.ts';
import { SHIPPING_COUNTRIES } from '../../domain/vocabulary/country.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { localizeBelgianPlaces } from '../../i18n/belgian-places.ts';
import { PAYMENT_METHOD_SETTING_KEY, type PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { cardConfigured, payPalConfigured } from '../config/runtime-variables.ts';
import { getSql, type Db } from '../db/client.ts';
import { listShippingZones } from '../shipping/shipping-zones.ts';

export interface ShopSettings {
  /**
   * The lowest fee to Belgium (the "from X €" of the cart and the product page before a destination is
   * chosen); the old flat fee when no zone holds Belgium.
   */
  shippingFeeCents: number;
  /** Belgium's free-shipping threshold (goods after discount, VAT included); null: none. */
  freeShippingFromCents: number | null;
  /** Where the shop ships and at what rate (src/domain/shipping/rates.ts); a country in no zone is not shipped to. */
  shippingZones: ShippingZone[];
  bankAccountHolder: string;
  bankIban: string;
  bankBic: string;
  bankName: string;
  cardEnabled: boolean;
  paypalEnabled: boolean;
  bankTransferEnabled: boolean;
  /** Null = the storefront's default maintenance text (i18n). */
  cardMaintenanceMessage: string | null;
  paypalMaintenanceMessage: string | null;
  bankTransferMaintenanceMessage: string | null;
  contactEmail: string;
  contactPhone: string;
  whatsappUrl: string;
  instagramUrl: string;
  /** The shop pays for returns; false: the return costs are the shopper's (the terms say which). */
  freeReturns: boolean;
  /** Gift wrap offered at checkout, at this price (VAT-inclusive at the home rate; 0 = free). */
  giftWrapEnabled: boolean;
  giftWrapPriceCents: number;
  /** The longest gift message, in characters. */
  giftMessageMaxLength: number;
  /** Free samples offered at checkout (the products marked offered_as_sample), at most samplesMax per order. */
  samplesEnabled: boolean;
  samplesMax: number;
  holdMinutesCard: number;
  holdMinutesPaypal: number;
  holdMinutesBankTransfer: number;
  /** The seller's legal identity (order confirmation, invoices, legal pages), edited in the admin settings. */
  legalName: string;
  /** On one line ("Rue ..., 1000 Bruxelles"); the admin may type it on several. */
  legalAddress: string;
  /** 0123.456.749, or empty. */
  enterpriseNumber: string;
  /** BE0123456749, or empty when the shop is not VAT-registered. */
  vatNumber: string;
  /** How VAT follows the destination (src/domain/tax/vat-rules.ts). */
  vat: VatSettings;
  /** GB + 9 or 12 digits, or empty: printed on invoices that charge UK VAT. */
  ukVatNumber: string;
  updatedAt: string;
}

interface SettingsRow {
  shipping_fee_cents: number;
  bank_account_holder: string;
  bank_iban: string;
  bank_bic: string;
  bank_name: string;
  card_enabled: boolean;
  paypal_enabled: boolean;
  bank_transfer_enabled: boolean;
  card_maintenance_message: string | null;
  paypal_maintenance_message: string | null;
  bank_transfer_maintenance_message: string | null;
  contact_email: string;
  contact_phone: string;
  whatsapp_url: string;
  instagram_url: string;
  free_returns: boolean;
  gift_wrap_enabled: boolean;
  gift_wrap_price_cents: number;
  gift_message_max_length: number;
  samples_enabled: boolean;
  samples_max: number;
  hold_minutes_card: number;
  hold_minutes_paypal: number;
  hold_minutes_bank_transfer: number;
  seller_name: string;
  seller_address: string;
  enterprise_number: string;
  vat_number: string;
  oss_registered: boolean;
  uk_vat_mode: UkVatMode;
  uk_low_value_limit_cents: number;
  uk_vat_number: string;
  vat_pricing: VatPricing;
  export_pricing: ExportPricing;
  updated_at: Date | string;
}

function toShopSettings(row: SettingsRow, zones: ShippingZone[]): ShopSettings {
  const home = zoneOf(zones, HOME_COUNTRY);
  return {
    shippingFeeCents: home ? lowestRate(home.rate) : row.shipping_fee_cents,
    freeShippingFromCents: home?.freeFromCents ?? null,
    shippingZones: zones,
    bankAccountHolder: row.bank_account_holder,
    bankIban: row.bank_iban,
    bankBic: row.bank_bic,
    bankName: row.bank_name,
    cardEnabled: row.card_enabled,
    paypalEnabled: row.paypal_enabled,
    bankTransferEnabled: row.bank_transfer_enabled,
    cardMaintenanceMessage: row.card_maintenance_message,
    paypalMaintenanceMessage: row.paypal_maintenance_message,
    bankTransferMaintenanceMessage: row.bank_transfer_maintenance_message,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    whatsappUrl: row.whatsapp_url,
    instagramUrl: row.instagram_url,
    freeReturns: row.free_returns,
    giftWrapEnabled: row.gift_wrap_enabled,
    giftWrapPriceCents: row.gift_wrap_price_cents,
    giftMessageMaxLength: row.gift_message_max_length,
    samplesEnabled: row.samples_enabled,
    samplesMax: row.samples_max,
    holdMinutesCard: row.hold_minutes_card,
    holdMinutesPaypal: row.hold_minutes_paypal,
    holdMinutesBankTransfer: row.hold_minutes_bank_transfer,
    legalName: row.seller_name,
    legalAddress: row.seller_address.trim().replace(/\s*\r?\n\s*/g, ', '),
    enterpriseNumber: row.enterprise_number,
    vatNumber: row.vat_number,
    vat: {
      ossRegistered: row.oss_registered,
      ukVat: row.uk_vat_mode,
      ukLowValueLimitCents: row.uk_low_value_limit_cents,
      pricing: row.vat_pricing,
      exportPricing: row.export_pricing,
    },
    ukVatNumber: row.uk_vat_number,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The seller's identity as the legal pages and the e-mails word it ({{company}}, {{address}},
 * {{enterpriseNumber}}, {{vatNumber}}): a dash, not a blank, where a number is not filled in.
 */
export function sellerIdentityVars(
  settings: ShopSettings,
  lang: Language,
): {
  company: string;
  address: string;
  enterpriseNumber: string;
  vatNumber: string;
} {
  return {
    company: settings.legalName,
    address: localizeBelgianPlaces(settings.legalAddress, lang),
    enterpriseNumber: settings.enterpriseNumber || '—',
    vatNumber: settings.vatNumber || '—',
  };
}

export async function getShopSettings(sql: Db = getSql()): Promise<ShopSettings> {
  // one after the other: `sql` may be a transaction of the embedded database (one session)
  const [row] = await sql<SettingsRow[]>`select * from public.shop_settings where id`;
  const zones = await listShippingZones(sql);
  if (!row) throw new Error('public.shop_settings has no row: run the migrations');
  return toShopSettings(row, zones);
}

/** The transfer can be paid: the account holder, IBAN and BIC the shopper is told to pay to are set. */
export function bankDetailsComplete(
  settings: Pick<ShopSettings, 'bankAccountHolder' | 'bankIban' | 'bankBic'>,
): boolean {
  return [settings.bankAccountHolder, settings.bankIban, settings.bankBic].every((value) => value.trim() !== '');
}

/** Whether the method's configuration lets it take money (keys in the environment, bank details in the settings). */
export function paymentMethodConfigured(settings: ShopSettings, method: PaymentMethod): boolean {
  switch (method) {
    case 'credit-card':
      return cardConfigured();
    case 'paypal':
      return payPalConfigured();
    case 'bank-transfer':
      return bankDetailsComplete(settings);
  }
}

/**
 * Offered to shoppers when the admin's switch is on AND the method can take money: a method whose
 * configuration is incomplete is shown as switched off, with its maintenance text.
 */
export function paymentAvailability(settings: ShopSettings, method: PaymentMethod): PaymentMethodAvailability {
  const configured = paymentMethodConfigured(settings, method);
  switch (method) {
    case 'credit-card':
      return { enabled: settings.cardEnabled && configured, maintenanceMessage: settings.cardMaintenanceMessage };
    case 'paypal':
      return { enabled: settings.paypalEnabled && configured, maintenanceMessage: settings.paypalMaintenanceMessage };
    case 'bank-transfer':
      return {
        enabled: settings.bankTransferEnabled && configured,
        maintenanceMessage: settings.bankTransferMaintenanceMessage,
      };
  }
}

/** What any visitor may know (GET /api/settings): never a secret. `samples`: the products offered as samples. */
export function toPublicSettings(
  settings: ShopSettings,
  samples: GiftOffer['samples']['products'] = [],
): PublicSettings {
  return {
    shippingFeeCents: settings.shippingFeeCents,
    deliveryZones: settings.shippingZones.map((zone) => ({ countries: zone.countries, ...zone.deliveryDays })),
    payments: {
      [PAYMENT_METHOD_SETTING_KEY['credit-card']]: paymentAvailability(settings, 'credit-card'),
      [PAYMENT_METHOD_SETTING_KEY.paypal]: paymentAvailability(settings, 'paypal'),
      [PAYMENT_METHOD_SETTING_KEY['bank-transfer']]: paymentAvailability(settings, 'bank-transfer'),
    },
    contact: {
      email: settings.contactEmail,
      phone: settings.contactPhone,
      whatsappUrl: settings.whatsappUrl,
      instagramUrl: settings.instagramUrl,
    },
    seller: {
      legalName: settings.legalName,
      legalAddress: settings.legalAddress,
      enterpriseNumber: settings.enterpriseNumber,
      vatNumber: settings.vatNumber,
    },
    shippingCountries: shippedCountries(settings),
    gifts: {
      wrap: { enabled: settings.giftWrapEnabled, priceCents: settings.giftWrapPriceCents },
      // a message goes with a gift: offered with the gift wrap
      messageMaxLength: settings.giftWrapEnabled ? settings.giftMessageMaxLength : 0,
      samples: {
        enabled: settings.samplesEnabled && settings.samplesMax > 0 && samples.length > 0,
        max: settings.samplesMax,
        products: settings.samplesEnabled ? samples : [],
      },
    },
  };
}

/** The countries the shop ships to: in a shipping zone, and allowed by the VAT settings (the UK may be off). */
export function shippedCountries(settings: Pick<ShopSettings, 'vat' | 'shippingZones'>) {
  return shippingCountries(SHIPPING_COUNTRIES, settings.vat).filter((c) => zoneOf(settings.shippingZones, c) !== null);
}
