import { describe, expect, it } from 'vitest';
import { loginPathFor } from './login-path';

describe('loginPathFor', () => {
  it('should carry the full wanted path as redirect', () => {
    expect(loginPathFor('/lk')).toBe('/login?redirect=%2Flk');
    expect(loginPathFor('/lk/product?a=1')).toBe('/login?redirect=%2Flk%2Fproduct%3Fa%3D1');
  });

  it('should not add a redirect from the landing or the login screen', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/?path=services')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Flk')).toBe('/login');
  });
});
