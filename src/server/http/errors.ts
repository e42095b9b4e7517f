// Errors a handler throws on purpose; anything else becomes a 500 with no detail leaked. Every error
// answer carries a stable code (src/contract/errors.ts): the given one, or the status's generic one.
import { defaultErrorCode, type ErrorCode, type FieldErrors } from '../../contract/errors.ts';

export class HttpError extends Error {
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  readonly code: ErrorCode;

  constructor(status: number, message: string, options: { fields?: FieldErrors; code?: ErrorCode } = {}) {
    super(message);
    this.status = status;
    this.fields = options.fields;
    this.code = options.code ?? defaultErrorCode(status);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new HttpError(400, message, fields ? { fields } : {});
export const notFound = (message = 'Not found') => new HttpError(404, message);
