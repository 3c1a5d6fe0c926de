import { BlockList, isIP } from 'node:net';

/**
 * Which addresses of a calendar the server may fetch. The coach pastes the secret iCal address of
 * her Яндекс or Google calendar: always https on the public internet. So that the server is never
 * made to fetch from its own network (another service on localhost, the cloud's metadata address,
 * the office LAN), every address is refused that is not https, carries a user name or password, or
 * leads (as written or as resolved, checked again on each connection) to a loopback, private,
 * link-local, shared, multicast or reserved address. `BUSY_CALENDAR_ALLOW_LOCAL=on` lifts both for
 * the tests and development, whose calendar is a server on 127.0.0.1 over http.
 */
export type FeedAddressRule = { allowLocal: boolean };

/** The longest address accepted (Google's secret addresses are about 150 characters). */
export const maxFeedAddressLength = 2000;

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is on the public internet (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of an address as it may be logged: never the path or query, which are the secret. */
export const feedHost = (address: string): string => {
  try {
    return new URL(address).host;
  } catch {
    return 'invalid-address';
  }
};

/** Why the server will not fetch this address (a Russian sentence for the coach), or undefined when it may. */
export function feedAddressProblem(address: URL, rule: FeedAddressRule): string | undefined {
  if (address.protocol !== 'https:' && !(rule.allowLocal && address.protocol === 'http:')) return 'Нужна ссылка, начинающаяся с https://';
  if (address.username || address.password) return 'Ссылка с именем пользователя и паролем не подходит: возьмите секретный адрес календаря в формате iCal.';
  const host = address.hostname.replace(/^\[|\]$/g, '');
  if (!rule.allowLocal && (isIP(host) !== 0 ? !isPublicAddress(host) : host === 'localhost' || host.endsWith('.localhost'))) {
    return 'Эта ссылка ведёт во внутреннюю сеть, а не в интернет: возьмите секретный адрес календаря из Яндекс или Google Календаря.';
  }
  return undefined;
}

/**
 * The address the coach typed, ready to be saved: trimmed, `webcal://` (Apple's name for the same
 * https address) read as `https://`; a problem when it is not an address the server may fetch.
 */
export function normalizedFeedAddress(typed: string, rule: FeedAddressRule): { address: string } | { problem: string } {
  const trimmed = typed.trim().replace(/^webcals?:\/\//i, 'https://');
  if (trimmed.length > maxFeedAddressLength) return { problem: 'Ссылка слишком длинная.' };
  let address: URL;
  try {
    address = new URL(trimmed);
  } catch {
    return { problem: 'Это не ссылка: вставьте секретный адрес календаря в формате iCal целиком, начиная с https://' };
  }
  const problem = feedAddressProblem(address, rule);
  return problem ? { problem } : { address: address.toString() };
}
