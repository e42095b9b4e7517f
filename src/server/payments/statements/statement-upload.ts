// The uploaded statement file: a multipart form with the field `file`, or the XML itself as the
// body (application/xml or text/xml). Read with a ceiling on the bytes actually received; every
// refusal is a 422 naming `file`, with a code the back-office words in the owner's language (the
// `error` text is for developers).
import type { ErrorCode, ErrorDetails } from '../../../contract/errors.ts';
import { createHash } from 'node:crypto';
import { CAMT053_MAX_BYTES } from '../../../domain/payments/camt053.ts';
import { HttpError } from '../../http/errors.ts';
import { readBytesLimited } from '../../http/json-body.ts';
import { checkFormText } from '../../http/text-rule.ts';

export interface StatementUpload {
  xml: string;
  fileName: string | null;
  sha256: string;
}

// a multipart body carries the file plus its part headers and boundaries
const MULTIPART_OVERHEAD = 64 * 1024;

export function fileError(code: ErrorCode, message: string, details?: ErrorDetails): HttpError {
  return new HttpError(422, message, { code, fields: { file: [message] }, details });
}

const tooLarge = () => fileError('file_too_large', `The file is larger than ${CAMT053_MAX_BYTES / 1024 / 1024} MB.`);
const missing = () =>
  fileError(
    'file_missing',
    'Send the CAMT.053 statement (an XML file) in the form field "file", or as an application/xml body.',
  );

/** The body's bytes; over the ceiling (declared or actually received) the file is too large. */
async function readBytes(req: Request, maxBytes: number): Promise<Uint8Array> {
  if (Number(req.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge();
  try {
    return await readBytesLimited(req, maxBytes);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw tooLarge();
    throw error;
  }
}

async function fileFromForm(type: string, body: Uint8Array): Promise<{ bytes: Uint8Array; fileName: string | null }> {
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, 'The request body must be a multipart form', {
      fields: { body: ['invalid form data'] },
      code: 'invalid_form',
    });
  }
  checkFormText(form);
  const file = form.get('file');
  if (!(file instanceof File)) throw missing();
  if (file.size > CAMT053_MAX_BYTES) throw tooLarge();
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name.slice(0, 255) || null };
}

export async function readStatementUpload(req: Request): Promise<StatementUpload> {
  // the multipart boundary is read as sent: it is case-sensitive
  const header = req.headers.get('content-type') ?? '';
  const type = header.toLowerCase();
  let upload: { bytes: Uint8Array; fileName: string | null };
  if (type.startsWith('multipart/form-data')) {
    upload = await fileFromForm(header, await readBytes(req, CAMT053_MAX_BYTES + MULTIPART_OVERHEAD));
  } else if (type.startsWith('application/xml') || type.startsWith('text/xml')) {
    upload = { bytes: await readBytes(req, CAMT053_MAX_BYTES), fileName: null };
  } else {
    throw missing();
  }
  if (upload.bytes.byteLength === 0) throw fileError('file_missing', 'The file is empty.');
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(upload.bytes);
  } catch {
    throw fileError('not_xml', 'The file is not UTF-8 text: a CAMT.053 statement is XML.');
  }
  return { xml, fileName: upload.fileName, sha256: createHash('sha256').update(upload.bytes).digest('hex') };
}
