import { describe, expect, it } from 'vitest';
import { acceptedFeedAddress, embeddedIpv4, feedHost, isPublicAddress, normalizedFeedAddress } from './feed-address';

const production = { allowLocal: false };
const local = { allowLocal: true };

describe('which calendar addresses the server fetches', () => {
  it('should take a Google or Яндекс secret address, and webcal:// as https://', () => {
    expect(normalizedFeedAddress('  https://calendar.google.com/calendar/ical/anna%40gmail.com/private-abc/basic.ics ', production)).toEqual({
      address: 'https://calendar.google.com/calendar/ical/anna%40gmail.com/private-abc/basic.ics',
    });
    expect(normalizedFeedAddress('webcal://calendar.yandex.ru/export/ics.xml?private_token=x', production)).toEqual({ address: 'https://calendar.yandex.ru/export/ics.xml?private_token=x' });
  });

  it.each([
    ['http on the internet', 'http://calendar.example.ru/basic.ics', /https:\/\//],
    ['another scheme', 'file:///etc/passwd', /https:\/\//],
    ['not an address', 'мой календарь', /Это не ссылка/],
    ['a user name and password', 'https://anna:secret@calendar.example.ru/basic.ics', /именем пользователя/],
    ['localhost', 'https://localhost/basic.ics', /внутреннюю сеть/],
    ['a loopback address', 'https://127.0.0.1/basic.ics', /внутреннюю сеть/],
    ['a private network', 'https://192.168.1.10/basic.ics', /внутреннюю сеть/],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data', /внутреннюю сеть/],
    ['an IPv6 loopback', 'https://[::1]/basic.ics', /внутреннюю сеть/],
    ['an IPv4-mapped private address', 'https://[::ffff:10.0.0.1]/basic.ics', /внутреннюю сеть/],
    ['an IPv4-compatible loopback', 'https://[::127.0.0.1]/basic.ics', /внутреннюю сеть/],
    ['an IPv4-compatible private address', 'https://[::a00:1]/basic.ics', /внутреннюю сеть/],
    ['a NAT64 loopback', 'https://[64:ff9b::127.0.0.1]/basic.ics', /внутреннюю сеть/],
    ['a NAT64 cloud metadata address', 'https://[64:ff9b::a9fe:a9fe]/basic.ics', /внутреннюю сеть/],
    ['a 6to4 loopback', 'https://[2002:7f00:1::]/basic.ics', /внутреннюю сеть/],
    ['a 6to4 private address', 'https://[2002:c0a8:10a::1]/basic.ics', /внутреннюю сеть/],
  ])('should refuse %s in production', (_name, typed, problem) => {
    const result = normalizedFeedAddress(typed, production);
    expect('problem' in result && result.problem).toMatch(problem);
  });

  it('should take http and local addresses when the tests allow them, other schemes still not', () => {
    expect(normalizedFeedAddress('http://127.0.0.1:4000/feed.ics', local)).toEqual({ address: 'http://127.0.0.1:4000/feed.ics' });
    expect('problem' in normalizedFeedAddress('ftp://127.0.0.1/feed.ics', local)).toBe(true);
  });

  it('should tell public from other IP addresses', () => {
    expect(['77.88.55.88', '8.8.8.8', '2a02:6b8::2:242'].map(isPublicAddress)).toEqual([true, true, true]);
    expect(['10.1.2.3', '172.20.0.1', '100.64.0.1', '0.0.0.0', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'not-an-ip'].map(isPublicAddress)).toEqual(Array(8).fill(false));
  });

  it('should judge an IPv6 address that carries an IPv4 one by that one: IPv4-compatible, mapped, NAT64, 6to4', () => {
    expect(['::7f00:1', '::ffff:a00:1', '64:ff9b::c0a8:101', '64:ff9b::192.168.1.1', '2002:a9fe:a9fe::1'].map(embeddedIpv4)).toEqual([
      '127.0.0.1',
      '10.0.0.1',
      '192.168.1.1',
      '192.168.1.1',
      '169.254.169.254',
    ]);
    expect(embeddedIpv4('2a02:6b8::2:242')).toBeUndefined();
    expect(['::1', '::', '::7f00:1', '64:ff9b::7f00:1', '64:ff9b::a00:1', '2002:7f00:1::', '2002:ac10:1::1', '64:ff9b:1::808:808'].map(isPublicAddress)).toEqual(Array(8).fill(false));
    // A NAT64 or 6to4 address of a public IPv4 one leads to the internet.
    expect(['64:ff9b::808:808', '2002:4d58:3758::1'].map(isPublicAddress)).toEqual([true, true]);
  });

  it('should refuse a host name that resolves into a local network when saved, and leave one that does not resolve to the read', async () => {
    const typed = 'https://calendar.example.ru/basic.ics';
    const resolving = (...addresses: string[]) => async () => addresses;
    expect(await acceptedFeedAddress(typed, production, resolving('77.88.55.88', '2a02:6b8::2:242'))).toEqual({ address: typed });
    for (const addresses of [['127.0.0.1'], ['::1'], ['77.88.55.88', '10.0.0.7'], ['64:ff9b::7f00:1']]) {
      const result = await acceptedFeedAddress(typed, production, resolving(...addresses));
      expect('problem' in result && result.problem, addresses.join(', ')).toMatch(/внутреннюю сеть/);
    }
    const unresolved = async () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    expect(await acceptedFeedAddress(typed, production, unresolved)).toEqual({ address: typed });
    expect(await acceptedFeedAddress('http://calendar.test:4000/feed.ics', local, resolving('127.0.0.1'))).toEqual({ address: 'http://calendar.test:4000/feed.ics' });
    expect(await acceptedFeedAddress('https://[::1]/feed.ics', production, resolving('77.88.55.88'))).toEqual({ problem: expect.stringMatching(/внутреннюю сеть/) });
  });

  it('should log the host only, never the secret path', () => {
    expect(feedHost('https://calendar.google.com/calendar/ical/private-abc/basic.ics')).toBe('calendar.google.com');
    expect(feedHost('::')).toBe('invalid-address');
  });
});
