// Reading a JSON body with a size limit (413 beyond it), a 400 naming "body" when it is not JSON and
// a 422 naming the field whose text holds a NUL or a lone surrogate (text-rule.ts).
// The limit is checked on the bytes actually read, not only on Content-Length.
import { HttpError } from './errors.ts';
import { checkText } from './text-rule.ts';

/** The JSON value; 400 when it is not JSON, 422 when a text in it breaks the text rule (text-rule.ts). */
function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON', {
      fields: { body: ['invalid JSON'] },
      code: 'invalid_json',
    });
  }
  checkText(value);
  return value;
}

export async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes)
    throw new HttpError(413, `Request body larger than ${maxBytes} bytes`, { code: 'too_large' });
  return parseJson(await readTextLimited(req, maxBytes));
}

/** As readJsonBody, for an endpoint whose body may be left out: undefined for an empty body. */
export async function readOptionalJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const text = await readTextLimited(req, maxBytes);
  return text.trim() ? parseJson(text) : undefined;
}

export async function readTextLimited(req: Request, maxBytes: number): Promise<string> {
  return (await readBytesLimited(req, maxBytes)).toString('utf8');
}

/** The body's bytes, stopping with a 413 as soon as they pass `maxBytes` (whatever Content-Length claimed). */
export async function readBytesLimited(req: Request, maxBytes: number): Promise<Buffer> {
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, `Request body larger than ${maxBytes} bytes`, { code: 'too_large' });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
