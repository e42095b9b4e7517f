// A parcel's refused fields are worded by the admin's messages, by field, in fr, en and nl: never the
// server's French words; each row of a request for several orders gets its own.
import { describe, expect, it } from 'vitest';
import { rowErrorKeys, shipmentErrorKeys, SHIPMENT_ERROR_FIELDS } from '../../../src/admin/logic/shipment-errors.ts';
import { messages } from '../../../src/i18n/messages/index.ts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';

describe('shipment error words', () => {
  it('keys each refused field of a row by its name, whatever the server said', () => {
    const fields = {
      'shipments.1.tracking_number': ['Numéro de suivi : obligatoire.'],
      'shipments.1.order_id': ['Commande : elle n’est pas à emballer.'],
      'shipments.10.parcels': ['Colis : 99 au plus.'],
      'shipments.1.unknown': ['x'],
    };
    expect(rowErrorKeys(fields, 1)).toEqual({
      tracking_number: 'shipments.errors.tracking_number',
      order_id: 'shipments.errors.order_id',
    });
    expect(rowErrorKeys(fields, 0)).toEqual({});
    expect(shipmentErrorKeys({ 'shipment.tracking_url': ['...'] }, 'shipment.')).toEqual({
      tracking_url: 'shipments.errors.tracking_url',
    });
    expect(shipmentErrorKeys(undefined)).toEqual({});
  });

  it('has words for every field in fr, en and nl, each in its own language', () => {
    for (const field of SHIPMENT_ERROR_FIELDS) {
      const words = LANGUAGES.map((lang) => (messages[lang].admin.shipments.errors as Record<string, string>)[field]);
      for (const w of words) expect(w).toMatch(/\S/);
      expect(new Set(words).size).toBe(3);
    }
  });
});
