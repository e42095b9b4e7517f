// An API failure as the back-office's screens read it: the status, what kind of failure, and what the
// error body of src/contract/errors.ts said ({error, code, errors?}): the stable code the admin's own
// words hang on, and the fields the server refused with its messages.
import { z } from 'zod';
import {
  errorCodeSchema,
  errorDetailsSchema,
  fieldErrorsSchema,
  type ErrorCode,
  type ErrorDetails,
  type FieldErrors,
} from '../../contract/errors.ts';

/**
 * http: the server answered with an error; timeout / network: it was never reached (status 0);
 * answer: it answered 2xx with something that is not what the contract says (a bug, never shown raw).
 */
type ApiErrorKind = 'http' | 'timeout' | 'network' | 'answer';

interface ApiErrorDetails {
  /** The body's `error` (for developers; the admin reads the words of `code`). */
  serverMessage?: string;
  fields?: FieldErrors;
  code?: ErrorCode;
  details?: ErrorDetails;
}

/** An API failure the screens can show: status 0 means the server was never reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly serverMessage: string | undefined;
  readonly fields: FieldErrors | undefined;
  readonly code: ErrorCode | undefined;
  /** The facts of a refusal the admin may override (the statement's and the shop's accounts, ...). */
  readonly details: ErrorDetails | undefined;

  constructor(status: number, kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    super(details.serverMessage ?? (kind === 'http' ? `HTTP ${status}` : kind));
    this.status = status;
    this.kind = kind;
    this.serverMessage = details.serverMessage;
    this.fields = details.fields;
    this.code = details.code;
    this.details = details.details;
  }
}

// read part by part: a body from something else than the shop's API (a proxy's page, a test's
// stand-in) keeps whatever parts it has
const lenientBody = z.object({
  error: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  code: errorCodeSchema.optional().catch(undefined),
  errors: fieldErrorsSchema.optional().catch(undefined),
  details: errorDetailsSchema.optional().catch(undefined),
});

/** The ApiError of an error answer with this status and (parsed JSON, or undefined) body. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const parsed = lenientBody.safeParse(body);
  const read = parsed.success ? parsed.data : {};
  return new ApiError(status, 'http', {
    serverMessage: read.error ?? read.message,
    fields: read.errors,
    code: read.code,
    details: read.details,
  });
}
