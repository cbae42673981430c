import ipaddr from 'ipaddr.js';

/*
 * Where a webhook may be sent (docs/architecture/webhooks.md "Addresses"): only to public
 * unicast addresses. IPv4: everything but the ranges below. IPv6: only global unicast
 * (2000::/3) outside the ranges below; an IPv4-mapped address (::ffff:a.b.c.d) is judged as
 * the IPv4 address it carries. Ranges that embed or translate to IPv4 (6to4, Teredo, NAT64)
 * are refused whole: what they reach cannot be told from the address.
 */
const REFUSED_V4 = [
  ['0.0.0.0/8', 'this network'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared (CGNAT)'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local (cloud metadata)'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
] as const;

const REFUSED_V6 = [
  ['2001::/32', 'Teredo'],
  ['2001:db8::/32', 'documentation'],
  ['2002::/16', '6to4'],
] as const;

const GLOBAL_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
const v4Ranges = REFUSED_V4.map(([cidr, why]) => ({ range: ipaddr.IPv4.parseCIDR(cidr), why }));
const v6Ranges = REFUSED_V6.map(([cidr, why]) => ({ range: ipaddr.IPv6.parseCIDR(cidr), why }));

/** Why a webhook may not go to this address, or undefined when it may. Not an address at all: refused too. */
export function refusedAddress(address: string): string | undefined {
  const text = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return 'not an IP address';
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4') return refusedV4(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return refusedV4(v6.toIPv4Address());
  if (!v6.match(GLOBAL_V6)) return describeV6(v6);
  return v6Ranges.find(({ range }) => v6.match(range))?.why;
}

function refusedV4(address: ipaddr.IPv4): string | undefined {
  // The last address: the limited broadcast, inside 240/4 anyway.
  return v4Ranges.find(({ range }) => address.match(range))?.why;
}

/** Outside global unicast: loopback (::1), unspecified (::), unique-local (fc00::/7), link-local (fe80::/10), multicast (ff00::/8), NAT64 (64:ff9b::/96, `rfc6052`)... */
function describeV6(address: ipaddr.IPv6): string {
  const range = address.range();
  return range === 'unicast' ? 'not global unicast' : range;
}
