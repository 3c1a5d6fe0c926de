import { isIPv4, isIPv6 } from 'node:net';

/**
 * What the per-client limits count a request by: an IPv4 address as it is, an IPv6 address by its
 * /64 network (`2001:db8:1:2::/64`). One IPv6 subscriber, a home line or a rented server, gets a
 * whole /64 and can send from any of its 2^64 addresses, so counting single IPv6 addresses bounds
 * nothing. An IPv4 address mapped into IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const address = clientAddress(ip);
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const leading = groups(head);
  const trailing = tail === undefined ? [] : groups(tail);
  const all = [...leading, ...Array.from({ length: 8 - leading.length - trailing.length }, () => '0'), ...trailing];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A client's address as it is shown and recorded (with a consent): an IPv4 address mapped into IPv6
 * (`::ffff:192.0.2.1`, what a dual-stack socket reports) as the IPv4 address, without a zone.
 */
export function clientAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  return mapped && isIPv4(mapped[1]!) ? mapped[1]! : address;
}
