// Errors a handler throws on purpose; anything else becomes a 500 with no detail leaked. Every error
// answer carries a stable code (src/contract/errors.ts): the given one, or the status's generic one.
import {
  defaultErrorCode,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetails,
  type FieldErrors,
} from '../../contract/errors.ts';

type ProductRef = NonNullable<ErrorBody['product']>;

export class HttpError extends Error {
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  readonly code: ErrorCode;
  /** The product a stock, price or unknown-product refusal is about. */
  readonly product: ProductRef | undefined;
  /** The facts a refusal the client may override is about (the amount due, the accounts). */
  readonly details: ErrorDetails | undefined;
  /** A 429's or 503's Retry-After: the seconds until the client may try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      fields?: FieldErrors;
      code?: ErrorCode;
      product?: ProductRef;
      details?: ErrorDetails;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.fields = options.fields;
    this.code = options.code ?? defaultErrorCode(status);
    this.product = options.product;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The answer's body: {error, code, errors?, product?, details?}. */
  body(): ErrorBody {
    return {
      error: this.message,
      code: this.code,
      ...(this.fields ? { errors: this.fields } : {}),
      ...(this.product ? { product: this.product } : {}),
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

/** 400: the request cannot be read (a path or query parameter that is not one the endpoint takes). */
export const badRequest = (message: string, fields?: FieldErrors, code?: ErrorCode) =>
  new HttpError(400, message, { ...(fields ? { fields } : {}), ...(code ? { code } : {}) });
export const notFound = (message = 'Not found') => new HttpError(404, message);
