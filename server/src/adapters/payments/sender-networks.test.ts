import { describe, expect, it } from 'vitest';
import { parseSenderNetworks, senderCheck, yookassaSenderNetworks } from './sender-networks';

describe("YooKassa's notification sender networks", () => {
  const isYookassa = senderCheck(yookassaSenderNetworks);

  it('should admit addresses inside the published IPv4 networks and single addresses', () => {
    for (const ip of ['77.75.153.0', '77.75.153.127', '77.75.154.200', '77.75.156.11', '77.75.156.35', '185.71.76.31', '185.71.77.1']) {
      expect(isYookassa(ip), ip).toBe(true);
    }
  });

  it('should refuse addresses just outside them', () => {
    for (const ip of ['77.75.153.128', '77.75.154.127', '77.75.156.12', '185.71.76.32', '127.0.0.1', '10.0.0.1']) {
      expect(isYookassa(ip), ip).toBe(false);
    }
  });

  it('should admit IPv6 inside 2a02:5180::/32 only', () => {
    expect(isYookassa('2a02:5180::1')).toBe(true);
    expect(isYookassa('2a02:5180:ffff:1::7')).toBe(true);
    expect(isYookassa('2a02:5181::1')).toBe(false);
    expect(isYookassa('::1')).toBe(false);
  });

  it('should match an IPv4-mapped IPv6 address (a dual-stack socket) against the IPv4 networks', () => {
    expect(isYookassa('::ffff:77.75.156.11')).toBe(true);
    expect(isYookassa('::ffff:185.71.77.30')).toBe(true);
    expect(isYookassa('::ffff:127.0.0.1')).toBe(false);
  });

  it('should refuse what is not an address at all', () => {
    expect(isYookassa('')).toBe(false);
    expect(isYookassa('77.75.153.5, 10.0.0.1')).toBe(false);
    expect(isYookassa('yookassa.ru')).toBe(false);
  });

  it('should read a configured list and refuse entries that are neither an address nor a network', () => {
    expect(parseSenderNetworks('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(senderCheck(parseSenderNetworks('10.0.0.0/8'))('10.200.1.1')).toBe(true);
    expect(() => parseSenderNetworks(' , ')).toThrow(/lists no address/);
    expect(() => parseSenderNetworks('10.0.0.0/8/1')).toThrow(/"10.0.0.0\/8\/1"/);
    expect(() => parseSenderNetworks('2a02:5180::/129')).toThrow(/not an IP address or CIDR network/);
  });
});
