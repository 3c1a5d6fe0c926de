import { describe, expect, it } from 'vitest';
import { clientAddress, clientNetwork } from './client-network';

describe('the network a client is counted by', () => {
  it('should keep an IPv4 address as it is, also when mapped into IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it.each([
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2:3::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('should count %s by its /64 (%s)', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('should put every address of one /64 together and tell two /64s apart', () => {
    const first = ['2001:db8:1:2::1', '2001:db8:1:2:aaaa::', '2001:db8:1:2:ffff:ffff:ffff:fffe'].map(clientNetwork);
    expect(new Set(first).size).toBe(1);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(first[0]);
  });

  it('should leave what is not an address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});

describe('a client\'s address as it is recorded', () => {
  it('should show an IPv4 address mapped into IPv6 as the IPv4 address, and an IPv6 one whole, without its zone', () => {
    expect(clientAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80::1');
  });
});
