import net from 'node:net';

/**
 * The networks YooKassa sends its HTTP notifications from, as published in its documentation
 * ("IP addresses for notifications"); `YOOKASSA_NOTIFICATION_NETWORKS` replaces them.
 */
export const yookassaSenderNetworks: readonly string[] = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

/** A comma-separated list of addresses and CIDR networks; throws naming an entry that is neither. */
export function parseSenderNetworks(list: string): string[] {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) throw new Error('YOOKASSA_NOTIFICATION_NETWORKS lists no address');
  for (const entry of entries) addEntry(new net.BlockList(), entry);
  return entries;
}

function addEntry(list: net.BlockList, entry: string): void {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const family = net.isIP(address);
  const type = family === 6 ? 'ipv6' : 'ipv4';
  const prefix = prefixText === undefined ? undefined : Number(prefixText);
  const maxPrefix = family === 6 ? 128 : 32;
  if (family === 0 || rest.length > 0 || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix))) {
    throw new Error(`YOOKASSA_NOTIFICATION_NETWORKS: "${entry}" is not an IP address or CIDR network`);
  }
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, prefix, type);
}

export type SenderCheck = (ip: string) => boolean;

/**
 * Whether an address belongs to the networks. Node's BlockList matches IPv4 rules for
 * IPv4-mapped IPv6 addresses too (`::ffff:77.75.156.11`, what a dual-stack socket reports).
 */
export function senderCheck(networks: readonly string[]): SenderCheck {
  const list = new net.BlockList();
  for (const entry of networks) addEntry(list, entry);
  return (ip) => {
    const family = net.isIP(ip);
    if (family === 0) return false;
    return list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}
