// Requests checked against their contract schema (src/contract/*.ts). A body that was read but holds
// refused values is a 422 `validation_failed` whose `errors` name every field (by its path:
// `customer.email`, `items.0.quantity`) with what is wrong, in English (src/contract/errors.ts).
import type { z } from 'zod';
import type { FieldErrors } from '../../contract/errors.ts';
import { HttpError } from './errors.ts';
import { readJsonBody } from './json-body.ts';

/** Every issue of a failed parse, grouped by the dotted path of its field ('_' for the body itself). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const { path, message } of error.issues) {
    const field = path.length > 0 ? path.map(String).join('.') : '_';
    fields[field] = [...(fields[field] ?? []), message];
  }
  return fields;
}

/** The value as the schema reads it, or 422 naming each refused field; `message` defaults to the first field's. */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, message?: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = fieldErrorsOf(parsed.error);
  throw new HttpError(422, message ?? Object.values(fields)[0]?.[0] ?? 'Invalid request', {
    code: 'validation_failed',
    fields,
  });
}

/** The JSON body, read within `maxBytes` (413 beyond, 400 when it is not JSON), then parsed as above. */
export async function readRequest<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: { maxBytes: number; message?: string },
): Promise<z.infer<S>> {
  return parseRequest(schema, await readJsonBody(req, options.maxBytes), options.message);
}
