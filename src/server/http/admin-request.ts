// What the admin endpoints read, checked with their contract schemas (src/contract/admin): a JSON
// body, a multipart form, a query string; and the refusal of values a schema cannot judge alone (a
// category that does not exist, an image of another product): 422 naming the field.
import type { z } from 'zod';
import type { FieldErrors } from '../../contract/errors.ts';
import { HttpError } from './errors.ts';
import { checkFormText } from './text-rule.ts';
import { parseRequest, readRequest } from './validation.ts';

// Admin JSON bodies are small lists and names: 1 MB is generous, and anything larger is a 413.
const MAX_JSON_BYTES = 1024 * 1024;

/** 422 validation_failed; `message` defaults to the first field's first message. */
export function validationError(
  fields: FieldErrors,
  message = Object.values(fields)[0]?.[0] ?? 'Invalid request',
): HttpError {
  return new HttpError(422, message, { fields, code: 'validation_failed' });
}

/** The query string read by `schema`, an empty parameter counting as absent; 422 naming the parameter. */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  return parseRequest(schema, Object.fromEntries([...url.searchParams.entries()].filter(([, v]) => v !== '')));
}

/** A multipart or urlencoded form: 413 over `maxBytes` (declared), 400 when the body is not a form, 422 for a refused text. */
export async function readForm(req: Request, maxBytes: number): Promise<FormData> {
  if (Number(req.headers.get('content-length') ?? '0') > maxBytes) {
    throw new HttpError(413, `Request body larger than ${maxBytes} bytes`, { code: 'too_large' });
  }
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new HttpError(400, 'The request body must be a multipart form', {
      fields: { body: ['invalid form data'] },
      code: 'invalid_form',
    });
  }
  // Field values and file names (a product image's name is kept): NUL and lone surrogates refused, 422.
  checkFormText(form);
  return form;
}

/** The JSON body read by `schema`: 400 when it is not JSON, 413 over 1 MB, 422 naming each refused field. */
export function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  return readRequest(req, schema, { maxBytes: MAX_JSON_BYTES });
}
