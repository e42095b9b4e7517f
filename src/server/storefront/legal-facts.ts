// The facts the legal pages and the FAQ quote (seller identity, contact, delivery time, shipping fee),
// read from the settings at build time so the admin's values appear everywhere the same way.
import { getSql } from '../db/client.ts';
import { formatMoney } from '../../domain/pricing/money.ts';
import type { Language } from '../../domain/catalog/types.ts';
import { buildSettings } from './build-data.ts';

export interface SellerIdentity {
  legalName: string;
  legalAddress: string;
  enterpriseNumber: string;
  vatNumber: string;
}

let identity: Promise<SellerIdentity> | undefined;

export function buildSellerIdentity(): Promise<SellerIdentity> {
  identity ??= getSql()
    .unsafe<{ legal_name: string; legal_address: string; enterprise_number: string; vat_number: string }[]>(
      'select legal_name, legal_address, enterprise_number, vat_number from public.shop_settings limit 1',
    )
    .then(([row]) => ({
      legalName: row?.legal_name ?? '',
      legalAddress: row?.legal_address ?? '',
      enterpriseNumber: row?.enterprise_number ?? '',
      vatNumber: row?.vat_number ?? '',
    }));
  return identity;
}

/** The interpolation values of the legal and FAQ messages ({{company}}, {{deliveryMin}}, ...). */
export async function legalFacts(lang: Language): Promise<Record<string, string | number>> {
  const [settings, seller] = await Promise.all([buildSettings(), buildSellerIdentity()]);
  return {
    company: seller.legalName,
    address: seller.legalAddress,
    enterpriseNumber: seller.enterpriseNumber,
    vatNumber: seller.vatNumber,
    email: settings.contactEmail,
    phone: settings.contactPhone,
    deliveryMin: settings.deliveryDaysMin,
    deliveryMax: settings.deliveryDaysMax,
    shippingFee: formatMoney(settings.shippingFeeCents, lang),
  };
}
