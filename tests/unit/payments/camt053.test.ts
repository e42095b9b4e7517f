// CAMT.053 statements written by hand from the ISO 20022 schema (camt.053.001.02 and .08), read into
// entries, then matched against orders: every decision a Belgian shop's account can produce.
import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  Camt053Error,
  findStructuredCommunication,
  parseCamt053,
} from '../../../src/domain/payments/camt053.ts';
import {
  matchEntries,
  orderIdOfCommunication,
  type OrderToMatch,
} from '../../../src/domain/payments/bank-reconciliation.ts';

// Communications: order 42 -> +++000/0000/04242+++ (42 mod 97 = 42), 7 -> 00707, 8 -> 00808,
// 9 -> 00909, 97 -> 09797 (97 mod 97 = 0, written 97).
const V02 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-2026-11-25-001</MsgId><CreDtTm>2026-11-25T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>2026-325</Id>
      <ElctrncSeqNb>325</ElctrncSeqNb>
      <CreDtTm>2026-11-25T06:00:00</CreDtTm>
      <Acct><Id><IBAN>BE83 3630 1234 5615</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Ntry>
        <NtryRef>1</NtryRef>
        <Amt Ccy="EUR">129.90</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-24</Dt></BookgDt>
        <ValDt><Dt>2026-11-24</Dt></ValDt>
        <AcctSvcrRef>REF-0001</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties><Dbtr><Nm>Dupont &amp; Fils</Nm></Dbtr><DbtrAcct><Id><IBAN>BE68539007547034</IBAN></Id></DbtrAcct></RltdPties>
          <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>000000004242</Ref></CdtrRefInf></Strd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">0050.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><DtTm>2026-11-24T10:15:00</DtTm></BookgDt>
        <AcctSvcrRef>REF-0002</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>Ch&#233;rie Peeters</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>Commande +++000/0000/00707+++ merci</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">20</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-24</Dt></BookgDt>
        <AcctSvcrRef>REF-0003</AcctSvcrRef>
        <NtryDtls><TxDtls><RmtInf><Ustrd>***000/0000/09797***</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">129.9</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-24</Dt></BookgDt>
        <AcctSvcrRef>REF-0004</AcctSvcrRef>
        <NtryDtls><TxDtls><RmtInf><Ustrd>000 0000 04242</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">15.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-24</Dt></BookgDt>
        <AcctSvcrRef>REF-0005</AcctSvcrRef>
        <NtryDtls><TxDtls><RmtInf><Ustrd>Frais de tenue de compte</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="USD">99.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-24</Dt></BookgDt>
        <AcctSvcrRef>REF-0006</AcctSvcrRef>
        <NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf><Ref>+++000/0000/00808+++</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">99.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>PDNG</Sts>
        <BookgDt><Dt>2026-11-25</Dt></BookgDt>
        <AcctSvcrRef>REF-0007</AcctSvcrRef>
        <NtryDtls><TxDtls><RmtInf><Ustrd>+++000/0000/00808+++</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">35.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-24</Dt></BookgDt>
        <AcctSvcrRef>REF-0008</AcctSvcrRef>
        <NtryDtls><TxDtls><RmtInf><Ustrd>Facture 2026/118 tel 0470123456</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">100.01</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-24</Dt></BookgDt>
        <AcctSvcrRef>REF-0009</AcctSvcrRef>
        <NtryDtls><TxDtls><RmtInf><Ustrd>000/0000/00909</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

const ORDERS: OrderToMatch[] = [
  { id: 42, status: 'pending', totalCents: 12990, paymentMethod: 'bank-transfer' },
  { id: 7, status: 'pending', totalCents: 8990, paymentMethod: 'bank-transfer' },
  { id: 8, status: 'pending', totalCents: 9900, paymentMethod: 'bank-transfer' },
  { id: 9, status: 'pending', totalCents: 10000, paymentMethod: 'bank-transfer' },
];

function refusal(xml: string): Camt053Error {
  try {
    parseCamt053(xml);
  } catch (error) {
    if (error instanceof Camt053Error) return error;
    throw error;
  }
  throw new Error('accepted');
}

/** A minimal statement around the given entries, in camt.053.001.08 (other layout of status and debtor). */
const v08 = (entries: string, root = 'Document', prefix = '') =>
  `<?xml version="1.0"?><${prefix}${root} xmlns${prefix ? `:${prefix.slice(0, -1)}` : ''}="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><${prefix}BkToCstmrStmt><${prefix}GrpHdr><${prefix}MsgId>M8</${prefix}MsgId></${prefix}GrpHdr><${prefix}Stmt><${prefix}Id>S8</${prefix}Id><${prefix}Acct><${prefix}Id><${prefix}IBAN>BE83363012345615</${prefix}IBAN></${prefix}Id></${prefix}Acct>${entries}</${prefix}Stmt></${prefix}BkToCstmrStmt></${prefix}${root}>`;

describe('parseCamt053', () => {
  it('reads every entry of a camt.053.001.02 statement: cents, currency, date, communication, payer, reference', () => {
    const file = parseCamt053(V02);
    expect(file).toMatchObject({
      messageId: 'MSG-2026-11-25-001',
      version: '02',
      statements: [{ id: '2026-325', accountIban: 'BE83363012345615' }],
    });
    expect(file.entries).toHaveLength(9);
    expect(file.entries[0]).toEqual({
      key: 'BE83363012345615/2026-325/REF-0001',
      statementId: '2026-325',
      accountIban: 'BE83363012345615',
      reference: 'REF-0001',
      direction: 'credit',
      booked: true,
      reversal: false,
      amountCents: 12990,
      currency: 'EUR',
      bookingDate: '2026-11-24',
      communication: '000000004242',
      remittance: '000000004242',
      debtorName: 'Dupont & Fils',
      // the payer's account (RltdPties/DbtrAcct), to pay a transfer back
      debtorIban: 'BE68539007547034',
    });
    expect(file.entries[1]).toMatchObject({
      amountCents: 5000,
      bookingDate: '2026-11-24',
      communication: '000000000707',
      debtorName: 'Chérie Peeters',
      remittance: 'Commande +++000/0000/00707+++ merci',
    });
    expect(file.entries.map((e) => e.communication)).toEqual([
      '000000004242',
      '000000000707',
      '000000009797',
      '000000004242',
      null,
      '000000000808',
      '000000000808',
      null,
      '000000000909',
    ]);
    expect(file.entries.map((e) => e.amountCents)).toEqual([12990, 5000, 2000, 12990, 1500, 9900, 9900, 3500, 10001]);
    expect(file.entries[4]).toMatchObject({ direction: 'debit' });
    expect(file.entries[5]).toMatchObject({ currency: 'USD' });
    expect(file.entries[6]).toMatchObject({ booked: false });
  });

  it('gives the same keys to the same statement read twice, distinct keys to identical entries without a reference', () => {
    expect(parseCamt053(V02).entries.map((e) => e.key)).toEqual(parseCamt053(V02).entries.map((e) => e.key));
    const twin =
      '<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-24</Dt></BookgDt></Ntry>';
    const keys = parseCamt053(v08(twin + twin)).entries.map((e) => e.key);
    expect(new Set(keys).size).toBe(2);
    expect(keys).toEqual(parseCamt053(v08(twin + twin)).entries.map((e) => e.key));
    expect(keys[0]).toMatch(/^BE83363012345615\/S8\/h:[0-9a-f]{32}$/);
  });

  it('reads the 08 layout (status code, debtor party) and a prefixed namespace', () => {
    const entry = `<Ntry><NtryRef>N1</NtryRef><Amt Ccy="EUR">75.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-20</Dt></BookgDt>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Jan Janssens</Nm></Pty></Dbtr></RltdPties><RmtInf><Strd><CdtrRefInf><Ref>000000004242</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    const [plain] = parseCamt053(v08(entry)).entries;
    expect(plain).toMatchObject({
      booked: true,
      amountCents: 7550,
      debtorName: 'Jan Janssens',
      communication: '000000004242',
      reference: 'N1',
      key: 'BE83363012345615/S8/N1',
    });
    const prefixed = v08(entry.replace(/<(\/?)(\w+)/g, '<$1ns2:$2'), 'Document', 'ns2:');
    expect(parseCamt053(prefixed)).toMatchObject({
      version: '08',
      entries: [{ amountCents: 7550, debtorName: 'Jan Janssens', communication: '000000004242' }],
    });
  });

  it('splits a batch booking whose transfers state their own amounts', () => {
    const batch = `<Ntry><AcctSvcrRef>B1</AcctSvcrRef><Amt Ccy="EUR">228.90</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-20</Dt></BookgDt><NtryDtls>
      <TxDtls><Refs><AcctSvcrRef>B1-1</AcctSvcrRef></Refs><Amt Ccy="EUR">129.90</Amt><RmtInf><Ustrd>+++000/0000/04242+++</Ustrd></RmtInf></TxDtls>
      <TxDtls><Refs><AcctSvcrRef>B1-2</AcctSvcrRef></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">99.00</Amt></TxAmt></AmtDtls><RmtInf><Ustrd>+++000/0000/00808+++</Ustrd></RmtInf></TxDtls>
    </NtryDtls></Ntry>`;
    expect(
      parseCamt053(v08(batch)).entries.map(({ key, reference, amountCents, communication }) => ({
        key,
        reference,
        amountCents,
        communication,
      })),
    ).toEqual([
      { key: 'BE83363012345615/S8/B1#1', reference: 'B1-1', amountCents: 12990, communication: '000000004242' },
      { key: 'BE83363012345615/S8/B1#2', reference: 'B1-2', amountCents: 9900, communication: '000000000808' },
    ]);
  });

  it('refuses what is not a CAMT.053 statement, with the reason', () => {
    expect(refusal('{"not": "xml"}').code).toBe('not_xml');
    expect(refusal('<html><body>relevé</body></html>').code).toBe('not_camt053');
    expect(refusal('<Document><BkToCstmrStmt><GrpHdr>').code).toBe('not_xml');
    expect(
      refusal('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn/></Document>')
        .code,
    ).toBe('not_camt053');
    // the right element under another message's namespace is still not a statement
    expect(
      refusal(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId></GrpHdr></BkToCstmrStmt></Document>',
      ).code,
    ).toBe('not_camt053');
    expect(refusal(v08('').replace('<MsgId>M8</MsgId>', '')).code).toBe('invalid_camt053');
    // a code and its values, never a sentence: the admin words them in its own language
    expect(refusal(v08('<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CREDIT</CdtDbtInd></Ntry>'))).toMatchObject({
      problem: 'direction_invalid',
      values: { statement: 'S8', entry: 1 },
    });
    expect(refusal(v08('<Ntry><Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>')).problem).toBe('currency_missing');
    expect(refusal(v08('<Ntry><Amt Ccy="EUR">12,50</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>'))).toMatchObject({
      code: 'invalid_camt053',
      problem: 'amount_unreadable',
      values: { value: '12,50', statement: 'S8', entry: 1 },
    });
    expect(refusal('<Document><BkToCstmrStmt><GrpHdr>')).toMatchObject({
      problem: 'xml_invalid',
      values: { line: expect.any(Number) },
    });
  });

  it('refuses any DTD: no external entity is read, no entity is expanded', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${v08('')
      .replace('M8', '&xxe;')
      .replace(/^<\?xml[^>]*>/, '')}`;
    expect(refusal(xxe)).toMatchObject({ code: 'not_camt053', problem: 'doctype' });
    const lol = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>${v08(
      '',
    )
      .replace('M8', '&lol2;')
      .replace(/^<\?xml[^>]*>/, '')}`;
    expect(refusal(lol).code).toBe('not_camt053');
  });
});

describe('amounts and communications', () => {
  it('turns decimal strings into exact cents, never through a float', () => {
    expect(amountToCents('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(amountToCents('1.10')).toBe(110);
    expect(amountToCents('129.9')).toBe(12990);
    expect(amountToCents('0012.50')).toBe(1250);
    expect(amountToCents('100')).toBe(10000);
    expect(amountToCents('7.50000')).toBe(750);
    expect(amountToCents('9999999999999.99')).toBe(999_999_999_999_999);
    for (const bad of ['1.005', '1,50', '-5.00', '1e3', '', '.5', '12.345678', '99999999999999'])
      expect(() => amountToCents(bad)).toThrow(Camt053Error);
  });

  it('finds a structured communication however it was typed, only with valid check digits', () => {
    expect(findStructuredCommunication('+++123/4567/89002+++')).toBe('123456789002');
    expect(findStructuredCommunication('paiement ***123/4567/89002*** merci')).toBe('123456789002');
    expect(findStructuredCommunication('123456789002')).toBe('123456789002');
    expect(findStructuredCommunication('123 4567 89002')).toBe('123456789002');
    expect(findStructuredCommunication('+++123/4567/89003+++')).toBeNull();
    expect(findStructuredCommunication('1123456789002')).toBeNull();
    expect(findStructuredCommunication('facture 03 +++000/0000/04242+++')).toBe('000000004242');
    expect(orderIdOfCommunication('123456789002')).toBe(1234567890);
    expect(orderIdOfCommunication('000000000097')).toBeNull();
  });
});

describe('matchEntries', () => {
  it('applies every credit naming an order to it, with a reason when not the balance due; leaves the rest to the owner', () => {
    const decisions = matchEntries(parseCamt053(V02).entries, ORDERS).map(
      ({ reference, decision, reason, orderId }) => ({ reference, decision, reason, orderId }),
    );
    expect(decisions).toEqual([
      { reference: 'REF-0001', decision: 'paid', reason: null, orderId: 42 },
      { reference: 'REF-0002', decision: 'paid', reason: 'amount_short', orderId: 7 },
      { reference: 'REF-0003', decision: 'review', reason: 'unknown_communication', orderId: null },
      { reference: 'REF-0004', decision: 'paid', reason: 'duplicate', orderId: 42 },
      { reference: 'REF-0005', decision: 'ignored', reason: 'debit', orderId: null },
      { reference: 'REF-0006', decision: 'review', reason: 'not_eur', orderId: 8 },
      { reference: 'REF-0007', decision: 'ignored', reason: 'not_booked', orderId: null },
      { reference: 'REF-0008', decision: 'review', reason: 'no_communication', orderId: null },
      { reference: 'REF-0009', decision: 'paid', reason: 'amount_over', orderId: 9 },
    ]);
  });

  it('pays an order with money due whatever its status; more than due is applied as to refund; never a cancelled one', () => {
    const [first] = parseCamt053(V02).entries;
    const decide = (order: OrderToMatch, paidBefore: number[] = []) => {
      const [d] = matchEntries([first!], [order], new Set(paidBefore));
      return [d!.decision, d!.reason];
    };
    const order = ORDERS[0]!;
    expect(decide(order)).toEqual(['paid', null]);
    // shipped before the transfer came: the transfer pays it
    expect(decide({ ...order, status: 'shipped' })).toEqual(['paid', null]);
    expect(decide({ ...order, status: 'paid', dueCents: 0 })).toEqual(['paid', 'already_paid']);
    expect(decide({ ...order, status: 'shipped', dueCents: 0 }, [42])).toEqual(['paid', 'duplicate']);
    expect(decide({ ...order, status: 'cancelled' })).toEqual(['review', 'order_cancelled']);
    expect(decide({ ...order, paymentMethod: 'credit-card' })).toEqual(['review', 'not_bank_transfer']);
    const reversal = { ...first!, reversal: true };
    expect(matchEntries([reversal], [order])[0]).toMatchObject({ decision: 'ignored', reason: 'reversal' });
  });
});
