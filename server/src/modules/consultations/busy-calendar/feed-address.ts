import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Which addresses of a calendar the server may fetch. The coach pastes the secret iCal address of
 * her Яндекс or Google calendar: always https on the public internet. So that the server is never
 * made to fetch from its own network (another service on localhost, the cloud's metadata address,
 * the office LAN), every address is refused that is not https, carries a user name or password, or
 * leads (as written or as resolved, checked again on each connection) to a loopback, private,
 * link-local, shared, multicast or reserved address (an IPv6 address that carries an IPv4 one, as
 * NAT64 and 6to4 do, judged by that one); a name that resolves into such a network is refused when
 * saved. `BUSY_CALENDAR_ALLOW_LOCAL=on` lifts both for the tests and development, whose calendar
 * is a server on 127.0.0.1 over http.
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
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/**
 * The IPv6 ranges that carry an IPv4 address, which decides where they lead: IPv4-compatible
 * (`::/96`, `::` and `::1` among them), IPv4-mapped (`::ffff:0:0/96`), NAT64 (`64:ff9b::/96`) and
 * 6to4 (`2002::/16`); `group` is the first of the two 16-bit groups that hold it.
 */
const ipv4Carriers = [
  { network: '::', prefix: 96, group: 6 },
  { network: '::ffff:0:0', prefix: 96, group: 6 },
  { network: '64:ff9b::', prefix: 96, group: 6 },
  { network: '2002::', prefix: 16, group: 1 },
].map(({ network, prefix, group }) => {
  const range = new BlockList();
  range.addSubnet(network, prefix, 'ipv6');
  return { range, group };
});

/** The eight 16-bit groups of a valid IPv6 address: `::` expanded, a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const octets = dotted ? dotted.slice(1).map(Number) : [];
  const hex = dotted ? `${address.slice(0, dotted.index)}${((octets[0] ?? 0) * 256 + (octets[1] ?? 0)).toString(16)}:${((octets[2] ?? 0) * 256 + (octets[3] ?? 0)).toString(16)}` : address;
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** The IPv4 address an IPv6 one carries (`ipv4Carriers`), or undefined when it carries none. */
export function embeddedIpv4(address: string): string | undefined {
  const carrier = ipv4Carriers.find(({ range }) => range.check(address, 'ipv6'));
  if (!carrier) return undefined;
  const groups = ipv6Groups(address);
  const [high = 0, low = 0] = groups.slice(carrier.group, carrier.group + 2);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Whether an IP address is on the public internet; an IPv6 address that carries an IPv4 one is judged by that one. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family === 0) return false;
  const carried = embeddedIpv4(address);
  return carried === undefined ? !notPublic.check(address, 'ipv6') : isPublicAddress(carried);
}

/** The host of an address as it may be logged: never the path or query, which are the secret. */
export const feedHost = (address: string): string => {
  try {
    return new URL(address).host;
  } catch {
    return 'invalid-address';
  }
};

const localNetworkProblem = 'Эта ссылка ведёт во внутреннюю сеть, а не в интернет: возьмите секретный адрес календаря из Яндекс или Google Календаря.';

/** The host of an address without the brackets of an IPv6 one. */
const bareHost = (address: URL) => address.hostname.replace(/^\[|\]$/g, '');

/** Why the server will not fetch this address (a Russian sentence for the coach), or undefined when it may. */
export function feedAddressProblem(address: URL, rule: FeedAddressRule): string | undefined {
  if (address.protocol !== 'https:' && !(rule.allowLocal && address.protocol === 'http:')) return 'Нужна ссылка, начинающаяся с https://';
  if (address.username || address.password) return 'Ссылка с именем пользователя и паролем не подходит: возьмите секретный адрес календаря в формате iCal.';
  const host = bareHost(address);
  if (!rule.allowLocal && (isIP(host) !== 0 ? !isPublicAddress(host) : host === 'localhost' || host.endsWith('.localhost'))) return localNetworkProblem;
  return undefined;
}

/** Every address a host name resolves to, as the fetch's connections resolve it (`dns.lookup`). */
export type HostResolver = (host: string) => Promise<string[]>;

const systemHostResolver: HostResolver = async (host) => (await lookup(host, { all: true })).map((entry) => entry.address);

/** How long saving waits for a host name to resolve; past it, the read that follows (with its own time limit) tells. */
const resolveWithinMs = 5_000;

/** The addresses a name resolves to, or undefined when it does not resolve (or not in time). */
async function resolvedAddresses(host: string, resolve: HostResolver): Promise<string[] | undefined> {
  const timeout = new AbortController();
  try {
    return await Promise.race([resolve(host), delay(resolveWithinMs, undefined, { signal: timeout.signal })]);
  } catch {
    // Not refused here: the read that follows says «сервер календаря не найден», and logs why.
    return undefined;
  } finally {
    timeout.abort();
  }
}

/**
 * Why the server will not fetch from the host a name leads to: some address it resolves to is not on
 * the public internet. A name that does not resolve now is not refused here; every connection is
 * checked again when the calendar is read (`feed-fetch.ts`), so a name that changes where it leads
 * after it was saved is refused then.
 */
async function resolvedHostProblem(address: URL, rule: FeedAddressRule, resolve: HostResolver): Promise<string | undefined> {
  const host = bareHost(address);
  if (rule.allowLocal || isIP(host) !== 0) return undefined;
  const addresses = await resolvedAddresses(host, resolve);
  return addresses && !addresses.every(isPublicAddress) ? localNetworkProblem : undefined;
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

/** `normalizedFeedAddress`, and a host name that resolves into a local network refused too: what saving an address checks. */
export async function acceptedFeedAddress(typed: string, rule: FeedAddressRule, resolve: HostResolver = systemHostResolver): Promise<{ address: string } | { problem: string }> {
  const normalized = normalizedFeedAddress(typed, rule);
  if ('problem' in normalized) return normalized;
  const problem = await resolvedHostProblem(new URL(normalized.address), rule, resolve);
  return problem ? { problem } : normalized;
}
