import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const origin = 'https://coach.example';

describe('redirectTarget', () => {
  it('should keep a screen of the app with its query and hash', () => {
    expect(redirectTarget('/lk/product?tab=2#top', origin)).toBe('/lk/product?tab=2#top');
    expect(redirectTarget('/blogs/12', origin)).toBe('/blogs/12');
    expect(redirectTarget('/buy-success/3f1c', origin)).toBe('/buy-success/3f1c');
  });

  it('should lead back to every screen behind the sign-in, the links in mails included', () => {
    expect(redirectTarget('/lk/gift/ABCD-EFGH-JKLM', origin)).toBe('/lk/gift/ABCD-EFGH-JKLM');
    expect(redirectTarget('/lk/testimonial', origin)).toBe('/lk/testimonial');
    expect(redirectTarget('/lk/admin/journal?type=refund', origin)).toBe('/lk/admin/journal?type=refund');
    expect(redirectTarget(encodeURI('/lk/gift/ABCD-EFGH-JKLM'), origin)).toBe('/lk/gift/ABCD-EFGH-JKLM');
  });

  it('should lead back to the public screens a guest signs in from', () => {
    expect(redirectTarget('/gift', origin)).toBe('/gift');
    expect(redirectTarget('/user-testimonial-publication', origin)).toBe('/user-testimonial-publication');
  });

  it('should resolve dot segments that stay on an app screen', () => {
    expect(redirectTarget('/lk/setting/../product', origin)).toBe('/lk/product');
  });

  it.each([
    null,
    '',
    'lk',
    'https://evil.example/lk',
    'HTTPS://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/./\\evil.example',
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/a/..//evil.example/x',
    '/lk/..//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example/x',
    '/%5C%5Cevil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/not-a-screen',
    '/lkx/gift',
    '/lk/../login',
    '/login?redirect=%2Flk',
  ])('should send %j to the cabinet', (value) => {
    expect(redirectTarget(value, origin)).toBe('/lk');
  });
});
