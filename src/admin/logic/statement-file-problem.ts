// What exactly is wrong with a refused statement file, in the admin's language: the server sends the
// parser's problem code and its values (`details` of not_xml / not_camt053 / invalid_camt053), the
// admin words them (admin.json bankStatements.problems), so an English or Dutch admin never reads
// the parser's own language.
import type { ErrorDetails } from '../../contract/errors.ts';

export const STATEMENT_FILE_PROBLEMS = [
  'doctype',
  'xml_invalid',
  'xml_unreadable',
  'not_statement',
  'header_incomplete',
  'no_statement',
  'statement_id_missing',
  'direction_invalid',
  'amount_missing',
  'currency_missing',
  'amount_unreadable',
  'amount_decimals',
  'date_unreadable',
] as const;

// the amount's problems are read before the entry is known to the reader: said with their place when there is one
const WITH_PLACE = new Set<unknown>(['amount_unreadable', 'amount_decimals']);

/** The admin.json key and values of the problem the details name, or null for another or none. */
export function statementFileProblem(
  details: ErrorDetails | undefined,
): { key: string; values: Record<string, string | number> } | null {
  const problem = details?.problem;
  if (!(STATEMENT_FILE_PROBLEMS as readonly unknown[]).includes(problem)) return null;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(details ?? {}))
    if (value !== null && name !== 'problem') values[name] = value;
  const place = WITH_PLACE.has(problem) && values.entry !== undefined ? 'InEntry' : '';
  return { key: `bankStatements.problems.${String(problem)}${place}`, values };
}
