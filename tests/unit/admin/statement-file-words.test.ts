// A refused bank statement is explained in the admin's language: the parser's problem code and
// values, as the server sends them in `details`, worded by admin.json in fr, en and nl.
import { describe, expect, it } from 'vitest';
import { createAdminI18n } from '../../../src/admin/i18n/admin-i18n.ts';
import { STATEMENT_FILE_PROBLEMS, statementFileProblem } from '../../../src/admin/logic/statement-file-problem.ts';
import { Camt053Error, parseCamt053, type Camt053Problem } from '../../../src/domain/payments/camt053.ts';
import { LANGS } from '../../support/languages.ts';

const STATEMENT = (amount: string) =>
  `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId></GrpHdr><Stmt><Id>S1</Id><Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry></Stmt></BkToCstmrStmt></Document>`;

/** The `details` the server answers for the file's refusal. */
function detailsOf(xml: string) {
  try {
    parseCamt053(xml);
  } catch (error) {
    if (error instanceof Camt053Error) return { problem: error.problem, ...error.values };
  }
  throw new Error('accepted');
}

describe('a refused statement file in the admin language', () => {
  it('words an unreadable amount in fr, en and nl, with the value and where it is', () => {
    const expected = {
      fr: 'Relevé S1, écriture n° 1 : montant illisible « 12,50 ».',
      en: 'Statement S1, entry no. 1: unreadable amount “12,50”.',
      nl: 'Uittreksel S1, boeking nr. 1: onleesbaar bedrag ‘12,50’.',
    };
    for (const [lang, words] of Object.entries(expected)) {
      const problem = statementFileProblem(detailsOf(STATEMENT('12,50')))!;
      expect(createAdminI18n(lang as 'fr').t(problem.key, problem.values)).toBe(words);
    }
  });

  it('has words for every problem the parser names, in the three languages', () => {
    // both lists name the same problems (checked when typechecking)
    const same: [Exclude<Camt053Problem, (typeof STATEMENT_FILE_PROBLEMS)[number]>] extends [never] ? true : false =
      true;
    expect(same).toBe(true);
    const parserProblems: Camt053Problem[] = [...STATEMENT_FILE_PROBLEMS];
    for (const lang of LANGS) {
      const i18n = createAdminI18n(lang);
      for (const problem of parserProblems)
        for (const entry of [undefined, 2]) {
          const { key } = statementFileProblem({ problem, ...(entry ? { entry, statement: 'S1' } : {}) })!;
          expect(i18n.exists(key), `${lang} ${key}`).toBe(true);
        }
    }
    expect(statementFileProblem({ problem: 'something else' })).toBeNull();
    expect(statementFileProblem(undefined)).toBeNull();
  });
});
