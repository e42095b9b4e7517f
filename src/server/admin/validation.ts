// Input at the boundary: zod schemas, and their failures as 422 { message, errors: { field: [...] } }.
import type { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { readTextLimited } from '../http/json-body.ts';

const MAX_JSON_BYTES = 1024 * 1024;

export const VALIDATION_MESSAGE = 'Les données envoyées ne sont pas valides.';

export function validationError(fields: Record<string, string[]>, message = VALIDATION_MESSAGE): HttpError {
  return new HttpError(422, message, { fields, code: 'validation_failed' });
}

export function zodFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, message = VALIDATION_MESSAGE): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = zodFields(result.error);
    // The first field's message is the most useful summary for a client that only shows `message`.
    throw validationError(fields, message === VALIDATION_MESSAGE ? (Object.values(fields)[0]?.[0] ?? message) : message);
  }
  return result.data;
}

/** The JSON body of a request, validated; 400 when it is not JSON at all. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  // Admin JSON bodies are small lists and names: 1 MB is generous, and anything larger is a 413.
  const text = await readTextLimited(req, MAX_JSON_BYTES);
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Le corps de la requête doit être du JSON valide.', { fields: { body: ['invalid JSON'] }, code: 'invalid_json' });
  }
  return parseWith(schema, body);
}

/** A multipart or urlencoded form; 400 when the body is not one. */
export async function readForm(req: Request, maxBytes: number): Promise<FormData> {
  const length = Number(req.headers.get('content-length') ?? '0');
  if (length > maxBytes) {
    throw new HttpError(413, `La requête dépasse ${Math.round(maxBytes / 1024 / 1024)} Mo.`, { code: 'too_large' });
  }
  try {
    return await req.formData();
  } catch {
    throw new HttpError(400, 'Le corps de la requête doit être un formulaire multipart.', { fields: { body: ['invalid form data'] }, code: 'invalid_form' });
  }
}
