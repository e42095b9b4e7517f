// The rows of "mark shipped" for several orders: a carrier flows down to the rows that still follow,
// and each row's request carries its order.
import { describe, expect, it } from 'vitest';
import { bulkRequest, bulkRows, changeRow } from '../../../src/admin/logic/bulk-ship-drafts.ts';

describe('bulk ship rows', () => {
  it('gives the rows below the carrier chosen above, until one was chosen by hand', () => {
    let rows = bulkRows([1, 2, 3, 4]);
    rows = changeRow(rows, 2, { carrier: 'dpd' });
    rows = changeRow(rows, 0, { carrier: 'postnl' });
    expect(rows.map((r) => r.draft.carrier)).toEqual(['postnl', 'postnl', 'dpd', 'dpd']);
    rows = changeRow(rows, 1, { trackingNumber: ' 3S1 ' });
    expect(bulkRequest(rows).shipments[1]).toEqual({
      order_id: 2,
      carrier: 'postnl',
      tracking_number: '3S1',
      parcels: 1,
    });
  });
});
