/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization');
  return (header && /^Bearer\s+(\S{10,4096})$/i.exec(header.trim())?.[1]) || null;
}
