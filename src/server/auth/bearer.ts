/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S{10,4096})$/i.exec(header.trim()) : null;
  return match ? match[1]! : null;
}
