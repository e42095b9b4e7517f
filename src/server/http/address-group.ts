// The client a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. One
// subscriber (a home, a phone, a server) gets a whole /64 and can pick any address in it at will, so
// counting single IPv6 addresses would let one client spread its attempts over billions of buckets.
// An IPv4-mapped IPv6 address (::ffff:192.0.2.1, what a dual-stack socket reports) is its IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (given valid by isIPv6, zone already removed). */
function hextets(address: string): number[] {
  let text = address.toLowerCase();
  // a trailing dotted quad (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two groups
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16));
}

export function addressGroup(ip: string): string {
  const address = ip.trim();
  if (isIPv4(address)) return address;
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const groups = hextets(bare);
  const [high, low] = groups.slice(6);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped && high !== undefined && low !== undefined) return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
