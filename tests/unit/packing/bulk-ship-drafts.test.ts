// The rows of "mark shipped" for several orders: a carrier flows down to the rows that still follow,
// and the server's errors go back to their row.
import { describe, expect, it } from 'vitest';
import { bulkRequest, bulkRows, changeRow, rowErrors } from '../../../src/admin/logic/bulk-ship-drafts.ts';

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

  it('hands each row its own field errors', () => {
    const errors = { 'shipments.1.tracking_number': ['obligatoire'], 'shipments.10.order_id': ['x'] };
    expect(rowErrors(errors, 1)).toEqual({ tracking_number: ['obligatoire'] });
    expect(rowErrors(errors, 0)).toBeUndefined();
  });
});
