// The packing slips' downloads: the orders read once (to-pack.ts), each slip written in its shopper's
// language (packing-slip-content.ts) and drawn with the invoices' layout (packing-slip-pdf.ts).
import { pdfDownload } from '../http/responses.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { getShopSettings } from '../settings/settings-repository.ts';
import { notFound } from '../http/errors.ts';
import { composePackingSlip, packingSlipFileName } from './packing-slip-content.ts';
import { renderPackingSlips } from './packing-slip-pdf.ts';
import { loadPackingOrders } from './to-pack.ts';

/** The slips of `ids` in one PDF download (404 when none of them exists). */
export async function packingSlipsResponse(ids: readonly number[], adminLanguage: Language): Promise<Response> {
  const orders = await loadPackingOrders(ids);
  if (orders.length === 0) throw notFound('Order not found');
  const seller = await getShopSettings();
  const fileName = packingSlipFileName(orders, adminLanguage);
  const pdf = await renderPackingSlips(
    orders.map((order) => composePackingSlip(order, seller)),
    fileName.replace(/\.pdf$/, ''),
  );
  return pdfDownload(pdf, fileName);
}
