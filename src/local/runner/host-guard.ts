// DNS rebinding defence: a page on another site can point its own host name at 127.0.0.1 and then
// read the local shop as if it were same-origin. The local runner answers only requests whose Host is
// the shop's own: localhost / 127.0.0.1 / [::1] with its port, the host of SITE_URL, or a host named
// in LOCAL_ALLOWED_HOSTS (comma-separated, with or without port). Others get 421 Misdirected Request.

export function allowedHosts(port: number, siteUrl: string | undefined, extra: string | undefined): Set<string> {
  const hosts = new Set([`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]);
  if (port === 80) for (const name of ['localhost', '127.0.0.1', '[::1]']) hosts.add(name);
  if (siteUrl) {
    try {
      hosts.add(new URL(siteUrl).host.toLowerCase());
    } catch {
      // A malformed SITE_URL is reported by the configuration check; it allows nothing here.
    }
  }
  for (const entry of (extra ?? '').split(',')) {
    const host = entry.trim().toLowerCase();
    if (!host) continue;
    hosts.add(host);
    if (!/:\d+$/.test(host)) hosts.add(`${host}:${port}`);
  }
  return hosts;
}

export function isAllowedHost(hostHeader: string | undefined, allowed: ReadonlySet<string>): boolean {
  return hostHeader !== undefined && allowed.has(hostHeader.trim().toLowerCase());
}
