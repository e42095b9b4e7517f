// The shop's one rule for text (src/contract/text.ts) applied where requests are read: JSON bodies
// (json-body.ts), forms and their file names (readForm), and every query string (withErrors, before
// any handler runs). A value that breaks it is a 422 naming its field; the database never sees it.
import { REFUSED_TEXT_MESSAGE, hasRefusedCharacters, refusedTextFields } from '../../contract/text.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { HttpError } from './errors.ts';

function refuse(fields: FieldErrors): HttpError {
  const [field = '_'] = Object.keys(fields);
  return new HttpError(422, `Invalid text in ${field}: ${REFUSED_TEXT_MESSAGE}`, { code: 'validation_failed', fields });
}

/** Throws the 422 when any text of a decoded value breaks the rule. */
export function checkText(value: unknown): void {
  const fields = refusedTextFields(value);
  if (Object.keys(fields).length > 0) throw refuse(fields);
}

/** Every query parameter, name and value: a refused one is named `query.<name>`. */
export function checkQueryText(url: string): void {
  const fields: FieldErrors = {};
  for (const [name, value] of new URL(url).searchParams) {
    if (hasRefusedCharacters(name) || hasRefusedCharacters(value))
      fields[`query.${hasRefusedCharacters(name) ? JSON.stringify(name) : name}`] = [REFUSED_TEXT_MESSAGE];
  }
  if (Object.keys(fields).length > 0) throw refuse(fields);
}

/** Every field of a form, and every file's name (named `<field>.name`). */
export function checkFormText(form: FormData): void {
  const fields: FieldErrors = {};
  for (const [name, value] of form) {
    const field = hasRefusedCharacters(name) ? JSON.stringify(name) : name;
    if (hasRefusedCharacters(name) || (typeof value === 'string' && hasRefusedCharacters(value)))
      fields[field] = [REFUSED_TEXT_MESSAGE];
    else if (typeof value !== 'string' && hasRefusedCharacters(value.name))
      fields[`${field}.name`] = [REFUSED_TEXT_MESSAGE];
  }
  if (Object.keys(fields).length > 0) throw refuse(fields);
}
