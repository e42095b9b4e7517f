// Bank statement reconciliation (admin only; bearer token like every admin-*.mts, so no cookie a
// foreign page could ride on):
//   POST /api/admin/bank-statements   multipart field `file` (or the XML as the body, application/xml)
//            -> 201 {message, already_imported: false, new_entries, import}   credits matched, orders paid
//            -> 200 {message, already_imported: true, new_entries: 0, import} the same file again: nothing done
//            -> 422 {errors: {file}, code: file_missing | file_too_large | not_xml | not_camt053 | invalid_camt053}
//   GET  /api/admin/bank-statements?page=&per_page= -> {data: [import with its paid and to-review entries], total, ...}
//   GET  /api/admin/bank-statements/{id}            -> one import
import type { Config } from '@netlify/functions';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/admin/admin-route.ts';
import { readPageQuery } from '../../src/server/admin/dashboard/inbox.ts';
import { importBankStatement } from '../../src/server/admin/reconciliation/statement-import.ts';
import { readStatementUpload } from '../../src/server/admin/reconciliation/statement-upload.ts';
import { getStatementImport, listStatementImports } from '../../src/server/admin/reconciliation/statement-views.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/outbox/mail-delivery.ts';

export default withErrors(
  adminRoute(async (req: Request, context: AdminContext, admin) => {
    if (context.params.id !== undefined) {
      if (req.method !== 'GET') throw methodNotAllowed(['GET']);
      return json(await getStatementImport(parseId(context.params.id)));
    }
    if (req.method === 'GET') return json(await listStatementImports(readPageQuery(new URL(req.url))));
    if (req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
    const result = await importBankStatement(await readStatementUpload(req), `admin:${admin.email}`);
    keepAliveForMail(context);
    return json(result, { status: result.already_imported ? 200 : 201 });
  }),
);

export const config: Config = { path: ['/api/admin/bank-statements', '/api/admin/bank-statements/:id'], method: ['GET', 'POST'] };
