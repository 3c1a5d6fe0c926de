import { describe, expect, it } from 'vitest';
import { feedHost, isPublicAddress, normalizedFeedAddress } from './feed-address';

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

  it('should log the host only, never the secret path', () => {
    expect(feedHost('https://calendar.google.com/calendar/ical/private-abc/basic.ics')).toBe('calendar.google.com');
    expect(feedHost('::')).toBe('invalid-address');
  });
});
