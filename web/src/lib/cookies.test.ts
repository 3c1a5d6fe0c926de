import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('should read one cookie among several and decode it', () => {
    expect(readCookie('csrftoken', 'a=1; csrftoken=abc.def%3D; b=2')).toBe('abc.def=');
    expect(readCookie('csrftoken', 'xcsrftoken=1')).toBeUndefined();
    expect(readCookie('csrftoken', '')).toBeUndefined();
  });
});
