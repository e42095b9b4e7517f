// Errors a handler throws on purpose; anything else becomes a 500 with no detail leaked.
export class HttpError extends Error {
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;
  readonly code: string | undefined;

  constructor(status: number, message: string, options: { fields?: Record<string, string[]>; code?: string } = {}) {
    super(message);
    this.status = status;
    this.fields = options.fields;
    this.code = options.code;
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(400, message, fields ? { fields } : {});
export const notFound = (message = 'Not found') => new HttpError(404, message);
