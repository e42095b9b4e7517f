// An order found by its structured communication, whole or its last group.
import { describe, expect, it } from 'vitest';
import { communicationCandidates } from '../../src/domain/payments/communication-search.ts';
import { orderStructuredCommunication } from '../../src/domain/payments/structured-communication.ts';

/** The candidate ids up to `max`. */
function ids(text: string, max = 1_000_000): number[] {
  const c = communicationCandidates(text);
  if (!c) return [];
  const out: number[] = [];
  for (let id = c.first; id <= max; id += c.step) out.push(id);
  return out;
}

describe('search by structured communication', () => {
  it('finds order 51 from +++000/0000/05151+++, 000/0000/05151, the 12 digits and the last group 05151', () => {
    expect(orderStructuredCommunication(51)).toBe('+++000/0000/05151+++');
    for (const typed of ['+++000/0000/05151+++', '000/0000/05151', '000000005151', ' 0000/05151 ', '05151'])
      expect(ids(typed), typed).toContain(51);
    expect(ids('+++000/0000/05151+++')).toEqual([51]);
  });

  it('leaves one candidate in every 97,000 ids for a last group, and each candidate really ends that way', () => {
    const found = ids('05151', 300_000);
    expect(found).toEqual([51, 97_051, 194_051, 291_051]);
    for (const id of found) expect(orderStructuredCommunication(id).endsWith('05151+++')).toBe(true);
  });

  it('agrees with the communication of every id up to 20,000, from its last group and from the whole', () => {
    for (let id = 1; id <= 20_000; id++) {
      const communication = orderStructuredCommunication(id);
      expect(ids(communication.slice(-8, -3), 20_000)).toContain(id);
      expect(ids(communication, 20_000)).toEqual([id]);
    }
  });

  it('is not a communication: too few digits, letters, impossible check digits', () => {
    for (const typed of [
      '5151',
      '051',
      'abc05151',
      '+++000/0000/05100+++',
      '000000000098',
      'ML-000051',
      '0000000051511',
    ])
      expect(communicationCandidates(typed), typed).toBeNull();
  });
});
