// Bank statement reconciliation (admin only; bearer token like every admin-*.mts, so no cookie a
// foreign page could ride on): POST /api/admin/bank-statements[?confirm_account=1] (a CAMT.053 file; 409
// statement_account_mismatch when its account is not the shop's IBAN, unless confirmed), GET the imports
// page by page, GET /api/admin/bank-statements/{id}, POST /api/admin/bank-statements/{id}/entries/{entry}/apply
// {order} (a line left to review applied to an order; contract: src/contract/admin/bank-statements.ts).
import type { Config } from '@netlify/functions';
import { pageQuerySchema } from '../../src/contract/admin/page.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { importBankStatement } from '../../src/server/payments/statements/statement-import.ts';
import { readStatementUpload } from '../../src/server/payments/statements/statement-upload.ts';
import { getStatementImport, listStatementImports } from '../../src/server/payments/statements/statement-views.ts';
import { readJson, readQuery } from '../../src/server/http/admin-request.ts';
import { statementApplyRequestSchema } from '../../src/contract/admin/bank-statements.ts';
import { applyStatementEntry } from '../../src/server/payments/statements/statement-apply.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/queue/mail-delivery.ts';

export default adminRoute(async (req: Request, context: AdminContext, admin) => {
  if (context.params.entryId !== undefined) {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { order } = await readJson(req, statementApplyRequestSchema);
    const importId = parseId(context.params.id);
    const result = await applyStatementEntry(importId, parseId(context.params.entryId), order, `admin:${admin.email}`);
    keepAliveForMail(context);
    return json(result, { status: 201 });
  }
  if (context.params.id !== undefined) {
    if (req.method !== 'GET') throw methodNotAllowed(['GET']);
    return json(await getStatementImport(parseId(context.params.id)));
  }
  if (req.method === 'GET') return json(await listStatementImports(readQuery(new URL(req.url), pageQuerySchema)));
  if (req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
  // ?confirm_account=1: the owner confirmed importing a statement of another account than the shop's IBAN
  const confirmAccount = new URL(req.url).searchParams.get('confirm_account') === '1';
  const result = await importBankStatement(await readStatementUpload(req), `admin:${admin.email}`, { confirmAccount });
  keepAliveForMail(context);
  // a file imported before changed nothing: 200, not 201
  return json(result, { status: result.already_imported ? 200 : 201 });
});

export const config: Config = {
  path: [
    '/api/admin/bank-statements',
    '/api/admin/bank-statements/:id',
    '/api/admin/bank-statements/:id/entries/:entryId/apply',
  ],
  method: ['GET', 'POST'],
};
