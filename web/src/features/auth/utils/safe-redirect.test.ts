import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('should keep a same-site path with its query and hash', () => {
    expect(safeRedirect('/lk/product?tab=2#top')).toBe('/lk/product?tab=2#top');
  });

  it.each([null, '', 'lk', 'https://evil.example/lk', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)'])(
    'should ignore %j',
    (value) => {
      expect(safeRedirect(value)).toBeNull();
    },
  );

  it('should not send the user back to the login screen', () => {
    expect(safeRedirect('/login?redirect=%2Flk')).toBeNull();
  });
});
