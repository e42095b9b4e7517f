// Reading a bank's CAMT.053 statement (ISO 20022 BkToCstmrStmt, camt.053.001.02 and later: every
// Belgian bank exports it) into plain entries. The XML goes through fast-xml-parser, after its
// validator, with values kept as strings (an amount never becomes a float) and no DTD at all: a
// statement never has one, so a DOCTYPE (XXE, entity expansion) is refused before parsing.
import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { structuredCommunicationDigits } from './structured-communication.ts';

/** The largest statement file accepted: a month of a shop's account is a few hundred kilobytes. */
export const CAMT053_MAX_BYTES = 5 * 1024 * 1024;

export type Camt053ErrorCode = 'not_xml' | 'not_camt053' | 'invalid_camt053';

/**
 * What exactly is wrong with the file, for the admin's own words (admin.json bankStatements.problems):
 * the parser returns a code and its values, never a sentence in one language.
 */
export type Camt053Problem =
  | 'doctype'
  | 'xml_invalid'
  | 'xml_unreadable'
  | 'not_statement'
  | 'header_incomplete'
  | 'no_statement'
  | 'statement_id_missing'
  | 'direction_invalid'
  | 'amount_missing'
  | 'currency_missing'
  | 'amount_unreadable'
  | 'amount_decimals'
  | 'date_unreadable';

/** The problem's values: the text read, the XML line, the statement and entry it is in. */
export type Camt053ProblemValues = Record<string, string | number>;

export class Camt053Error extends Error {
  readonly code: Camt053ErrorCode;
  readonly problem: Camt053Problem;
  readonly values: Camt053ProblemValues;
  constructor(code: Camt053ErrorCode, problem: Camt053Problem, values: Camt053ProblemValues = {}) {
    // in English for developers and logs: the admin reads the words of `problem`
    super(`${problem}${Object.keys(values).length > 0 ? ` ${JSON.stringify(values)}` : ''}`);
    this.name = 'Camt053Error';
    this.code = code;
    this.problem = problem;
    this.values = values;
  }
}

const invalid = (problem: Camt053Problem, values: Camt053ProblemValues = {}) =>
  new Camt053Error('invalid_camt053', problem, values);

/** Where an entry is: its statement's id and its rank (from 1) in it. */
type EntryPlace = { statement: string; entry: number };

export interface CamtEntry {
  /** Stable across imports of the same statement: account, statement id and the bank's reference (or a hash). */
  key: string;
  statementId: string;
  accountIban: string | null;
  /** The bank's reference of the entry (AcctSvcrRef, else NtryRef, else the transaction's). */
  reference: string | null;
  direction: 'credit' | 'debit';
  /** Status BOOK (pending and information-only entries are not money on the account yet). */
  booked: boolean;
  /** RvslInd: the bank undoing an earlier entry, not a payment. */
  reversal: boolean;
  amountCents: number;
  currency: string;
  /** YYYY-MM-DD. */
  bookingDate: string | null;
  /** The 12 digits of a Belgian structured communication (check digits verified), if one was found. */
  communication: string | null;
  /** What the payer wrote (unstructured lines, or the structured reference as given). */
  remittance: string | null;
  debtorName: string | null;
  /** The payer's IBAN (RltdPties/DbtrAcct/Id/IBAN), to pay a transfer back. */
  debtorIban: string | null;
}

export interface CamtStatementFile {
  messageId: string;
  /** '02', '08', ... from the namespace; null when the document has none. */
  version: string | null;
  statements: { id: string; accountIban: string | null }[];
  entries: CamtEntry[];
}

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})$/;
const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlNtryInf', 'AddtlTxInf']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // banks write <Document xmlns=...> or <ns2:Document xmlns:ns2=...>: the element names are what count
  // (removeNSPrefix would also drop the xmlns attributes, which tell the version).
  transformTagName: (name) => name.slice(name.indexOf(':') + 1),
  // every value stays the text it was: "0012.50" is parsed below, exactly, never through a float.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // decodes character references (&#233;) besides XML's five named entities; a DTD, the only source
  // of other entities, is refused before parsing.
  htmlEntities: true,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (node: unknown, name: string): unknown => (isNode(node) ? node[name] : undefined);
const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function path(node: unknown, ...names: string[]): unknown {
  return names.reduce<unknown>((current, name) => child(current, name), node);
}

/** The text of an element, with or without attributes; null when absent or empty. */
function text(node: unknown): string | null {
  const value = isNode(node) ? node['#text'] : node;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  return null;
}

const textAt = (node: unknown, ...names: string[]) => text(path(node, ...names));

/**
 * Integer cents from an ISO 20022 amount ("129.9", "0012.50", "100"): digits, at most 5 decimals
 * (the schema's limit), those past the second being zeros. Throws for anything else.
 */
export function amountToCents(raw: string): number {
  const match = /^(\d{1,13})(?:\.(\d{1,5}))?$/.exec(raw.trim());
  if (!match) throw invalid('amount_unreadable', { value: raw });
  const fraction = (match[2] ?? '').padEnd(5, '0');
  if (fraction.slice(2) !== '000') throw invalid('amount_decimals', { value: raw });
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

// a structured communication written by a person: +++123/4567/89012+++, ***...***, 123/4567/89012 or 12 digits.
const WRITTEN_COMMUNICATION = /(?<!\d)(\d{3})[\s/.-]?(\d{4})[\s/.-]?(\d{5})(?!\d)/g;

/** The first Belgian structured communication with valid check digits in a payer's text. */
export function findStructuredCommunication(value: string): string | null {
  for (const match of value.matchAll(WRITTEN_COMMUNICATION)) {
    try {
      return structuredCommunicationDigits(`${match[1]}${match[2]}${match[3]}`);
    } catch {
      // wrong check digits: an invoice or phone number, not a communication; look further
    }
  }
  return null;
}

/** Where a Belgian payment's communication travels: the structured reference first, then the free text. */
function remittanceOf(...holders: unknown[]): { communication: string | null; remittance: string | null } {
  const references: string[] = [];
  const lines: string[] = [];
  for (const holder of holders) {
    const info = child(holder, 'RmtInf');
    for (const strd of list(child(info, 'Strd'))) {
      const ref = textAt(strd, 'CdtrRefInf', 'Ref');
      if (ref) references.push(ref);
    }
    for (const line of list(child(info, 'Ustrd'))) {
      const value = text(line);
      if (value) lines.push(value);
    }
  }
  const extra = holders
    .flatMap((holder) => [...list(child(holder, 'AddtlTxInf')), ...list(child(holder, 'AddtlNtryInf'))].map(text))
    .filter((v): v is string => v !== null);
  let communication: string | null = null;
  for (const candidate of [...references, ...lines, ...extra]) {
    communication = findStructuredCommunication(candidate);
    if (communication) break;
  }
  const remittance = [...references, ...lines].join(' ').slice(0, 500) || null;
  return { communication, remittance };
}

/** The payer's name: RltdPties/Dbtr/Nm up to version 07, RltdPties/Dbtr/Pty/Nm from 08 on. */
function debtorNameOf(transaction: unknown): string | null {
  const debtor = path(transaction, 'RltdPties', 'Dbtr');
  return (textAt(debtor, 'Nm') ?? textAt(debtor, 'Pty', 'Nm'))?.slice(0, 200) ?? null;
}

/** The payer's IBAN, spaces taken out; null when the bank gives none or something that is not an IBAN. */
function debtorIbanOf(transaction: unknown): string | null {
  const iban = textAt(transaction, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN')?.replace(/\s+/g, '').toUpperCase();
  return iban && /^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(iban) ? iban : null;
}

/** BOOK, written as a bare code up to version 07 and as <Sts><Cd>BOOK</Cd></Sts> from 08 on. */
function statusOf(entry: unknown): string | null {
  const status = child(entry, 'Sts');
  return text(child(status, 'Cd')) ?? text(status);
}

function dateOf(node: unknown): string | null {
  const value = textAt(node, 'Dt') ?? textAt(node, 'DtTm');
  if (!value) return null;
  const date = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!date) throw invalid('date_unreadable', { value });
  return date;
}

function amountOf(node: unknown, where: EntryPlace): { cents: number; currency: string } {
  const amount = child(node, 'Amt');
  const raw = text(amount);
  const currency = isNode(amount) && typeof amount['@Ccy'] === 'string' ? amount['@Ccy'].trim().toUpperCase() : '';
  if (!raw) throw invalid('amount_missing', where);
  if (!/^[A-Z]{3}$/.test(currency)) throw invalid('currency_missing', where);
  try {
    return { cents: amountToCents(raw), currency };
  } catch (error) {
    // the same problem, told with the entry it is in
    if (error instanceof Camt053Error) throw invalid(error.problem, { ...error.values, ...where });
    throw error;
  }
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

function readStatement(
  statement: unknown,
  index: number,
): { id: string; accountIban: string | null; entries: CamtEntry[] } {
  const id = textAt(statement, 'Id');
  if (!id) throw invalid('statement_id_missing', { statement: index + 1 });
  const accountIban =
    textAt(statement, 'Acct', 'Id', 'IBAN')?.replace(/\s+/g, '').toUpperCase() ??
    textAt(statement, 'Acct', 'Id', 'Othr', 'Id');
  const entries: CamtEntry[] = [];
  const seen = new Map<string, number>();
  list(child(statement, 'Ntry')).forEach((entry, entryIndex) => {
    const where: EntryPlace = { statement: id, entry: entryIndex + 1 };
    const indicator = textAt(entry, 'CdtDbtInd');
    if (indicator !== 'CRDT' && indicator !== 'DBIT') throw invalid('direction_invalid', where);
    const amount = amountOf(entry, where);
    const transactions = list(child(entry, 'NtryDtls')).flatMap((details) => list(child(details, 'TxDtls')));
    // a batch booking (several transfers in one entry) is split when each transfer states its amount
    const batch =
      transactions.length > 1 && transactions.every((tx) => textAt(tx, 'Amt') ?? textAt(tx, 'AmtDtls', 'TxAmt', 'Amt'));
    const parts = batch ? transactions : [transactions[0]];
    const entryReference = textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef');
    parts.forEach((transaction, part) => {
      const partAmount = batch
        ? amountOf(child(transaction, 'Amt') ? transaction : path(transaction, 'AmtDtls', 'TxAmt'), where)
        : amount;
      const { communication, remittance } = remittanceOf(transaction, entry);
      // the payer's IBAN is kept outside the hash below: entries keyed by it before it was read keep their key
      const base: Omit<CamtEntry, 'key' | 'debtorIban'> = {
        statementId: id,
        accountIban,
        reference:
          (batch ? textAt(transaction, 'Refs', 'AcctSvcrRef') : null) ??
          entryReference ??
          textAt(transaction, 'Refs', 'AcctSvcrRef') ??
          textAt(transaction, 'Refs', 'EndToEndId'),
        direction: indicator === 'CRDT' ? 'credit' : 'debit',
        booked: statusOf(entry) === 'BOOK',
        reversal: textAt(entry, 'RvslInd') === 'true',
        amountCents: partAmount.cents,
        currency: partAmount.currency,
        bookingDate: dateOf(child(entry, 'BookgDt')),
        communication,
        remittance,
        debtorName: debtorNameOf(transaction),
      };
      // without the bank's reference, the entry's own content (and its rank among identical ones) keys it
      let reference = entryReference
        ? `${entryReference}${batch ? `#${part + 1}` : ''}`
        : `h:${hash(JSON.stringify(base))}`;
      const repeat = seen.get(reference) ?? 0;
      seen.set(reference, repeat + 1);
      if (repeat > 0) reference = `${reference}~${repeat + 1}`;
      entries.push({ key: `${accountIban ?? '-'}/${id}/${reference}`, ...base, debtorIban: debtorIbanOf(transaction) });
    });
  });
  return { id, accountIban, entries };
}

/** The statement's entries; throws Camt053Error (a code and the values naming what is wrong) otherwise. */
export function parseCamt053(xml: string): CamtStatementFile {
  // ISO 20022 messages never carry a DTD: refusing one outright makes XXE and entity bombs impossible.
  if (xml.includes('<!DOCTYPE') || xml.includes('<!ENTITY')) {
    throw new Camt053Error('not_camt053', 'doctype');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Camt053Error('not_xml', 'xml_invalid', { line: valid.err.line, reason: valid.err.msg });
  let document: unknown;
  try {
    document = child(parser.parse(xml), 'Document');
  } catch (error) {
    throw new Camt053Error('not_xml', 'xml_unreadable', { reason: (error as Error).message });
  }
  const root = child(document, 'BkToCstmrStmt');
  const namespaces = isNode(document)
    ? Object.entries(document)
        .filter(([name, value]) => /^@xmlns(:|$)/.test(name) && typeof value === 'string')
        .map(([, value]) => value as string)
    : [];
  const version = namespaces.map((ns) => NAMESPACE.exec(ns)?.[1]).find(Boolean) ?? null;
  // another ISO 20022 message (camt.052 report, camt.054 notification, pain.001 ...) is not a statement
  const otherIso = version === null && namespaces.some((ns) => ns.startsWith('urn:iso:std:iso:20022:'));
  if (!isNode(root) || otherIso) {
    throw new Camt053Error('not_camt053', 'not_statement');
  }
  const messageId = textAt(root, 'GrpHdr', 'MsgId');
  if (!messageId) throw invalid('header_incomplete');
  const statements = list(child(root, 'Stmt')).map(readStatement);
  if (statements.length === 0) throw invalid('no_statement');
  return {
    messageId,
    version,
    statements: statements.map(({ id, accountIban }) => ({ id, accountIban })),
    entries: statements.flatMap((statement) => statement.entries),
  };
}
