// A bank's CAMT.053 statement (camt.053.001.02, the layout Belgian banks export) for the handler and
// Playwright tests: one booked entry per item, with the structured communication in RmtInf/Strd.
import { brusselsDay } from '../../src/domain/tax/vat-rates.ts';

export interface StatementEntry {
  /** The bank's reference (AcctSvcrRef): what keys the entry. */
  ref: string;
  /** Decimal string, as the bank writes it: "129.90". */
  amount: string;
  /** +++DDD/DDDD/DDDDD+++ or its 12 digits. */
  communication?: string;
  direction?: 'CRDT' | 'DBIT';
  currency?: string;
  debtor?: string;
  /** The payer's IBAN (RltdPties/DbtrAcct). */
  debtorIban?: string;
  /**
   * YYYY-MM-DD; today in Brussels by default (a Belgian bank books on Belgian days), so that an order
   * placed by the test is not younger than its payment, even between midnight in Brussels and in UTC.
   */
  bookingDate?: string;
}

const today = () => brusselsDay(new Date());
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function camt053Statement(options: {
  messageId: string;
  statementId: string;
  iban?: string;
  entries: StatementEntry[];
}): string {
  const entries = options.entries
    .map((e) => {
      const reference = e.communication
        ? `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${e.communication.replace(/\D/g, '')}</Ref></CdtrRefInf></Strd></RmtInf>`
        : '';
      return `
      <Ntry>
        <Amt Ccy="${e.currency ?? 'EUR'}">${e.amount}</Amt>
        <CdtDbtInd>${e.direction ?? 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${e.bookingDate ?? today()}</Dt></BookgDt>
        <ValDt><Dt>${e.bookingDate ?? today()}</Dt></ValDt>
        <AcctSvcrRef>${escape(e.ref)}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>${escape(e.debtor ?? 'Client Test')}</Nm></Dbtr>${e.debtorIban ? `<DbtrAcct><Id><IBAN>${e.debtorIban}</IBAN></Id></DbtrAcct>` : ''}</RltdPties>
          ${reference}
        </TxDtls></NtryDtls>
      </Ntry>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${escape(options.messageId)}</MsgId><CreDtTm>2026-11-25T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${escape(options.statementId)}</Id>
      <CreDtTm>2026-11-25T06:00:00</CreDtTm>
      <Acct><Id><IBAN>${options.iban ?? 'BE83363012345615'}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** "129.90" from 12990 cents. */
export const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
