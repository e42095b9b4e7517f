// The second argument Netlify gives every function: the route's params and the client's address as
// the platform saw it (`context.ip`), which is what the rate limits key on, never a request header.
// Handler tests call the functions in-process with such a context.
import type { Context } from '@netlify/functions';

let ipCounter = 0;
/** A fresh client address per call, so rate limits of one test never bite another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The context of one call: these params, from this client address (a fresh one unless told). */
export function functionContext(params: Record<string, string> = {}, ip: string = freshIp()): Context {
  return { params, ip } as unknown as Context;
}

/** Any function's default export, whatever part of the context it reads (none, params, ip). */
export type FunctionHandler = (req: Request, context: Context) => Promise<Response>;

/** Calls a function as Netlify does, with a context (by default: no params, a fresh address). */
export function callFunction(
  handler: FunctionHandler,
  req: Request,
  context: Context = functionContext(),
): Promise<Response> {
  return handler(req, context);
}
