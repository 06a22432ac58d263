import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for globally routable unicast addresses. Private, loopback, link-local, multicast, unspecified,
 * carrier-grade NAT, documentation, 6to4/Teredo/NAT64 and other special ranges are all refused; an IPv4
 * address mapped into IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  // IPv6 outside 2000::/3 (e.g. the deprecated IPv4-compatible ::a.b.c.d) is no global unicast address either
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) return false;
  return parsed.range() === 'unicast';
}
