import { createHmac } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import type { AppState } from '../../http/app-state';
import { rememberGuestPurchase, startedHereAsGuest } from './guest-purchase-cookie';

const secret = 'secret-secret-secret';

/** A request context whose browser sends `cookie`; `sent()` reads the guest cookie the response sets. */
function browserContext(cookie: string) {
  const request = new IncomingMessage(new Socket());
  request.headers.cookie = cookie;
  const response = new ServerResponse(request);
  const ctx = new Koa<AppState>().createContext<AppState>(request, response);
  const sent = () => {
    const header = [response.getHeader('set-cookie') ?? []].flat().map(String).find((line) => line.startsWith('guest_purchases='));
    return header?.slice('guest_purchases='.length).split(';')[0] ?? '';
  };
  return { ctx, sent };
}

/** The cookie entry of guest-purchase-cookie.ts before the signed-token helper, as the fixture of the old format. */
const legacyEntry = (purchaseId: string) => `${purchaseId}.${createHmac('sha256', secret).update(`guest-purchase|${purchaseId}`).digest('base64url').slice(0, 32)}`;

describe('guest purchase cookie', () => {
  it('should recognise the purchases it remembered, and only those', () => {
    const first = browserContext('');
    rememberGuestPurchase(first.ctx, secret, 'p1');
    const second = browserContext(`guest_purchases=${first.sent()}`);
    rememberGuestPurchase(second.ctx, secret, 'p2');
    const later = browserContext(`guest_purchases=${second.sent()}`).ctx;
    expect(startedHereAsGuest(later, secret, 'p1')).toBe(true);
    expect(startedHereAsGuest(later, secret, 'p2')).toBe(true);
    expect(startedHereAsGuest(later, secret, 'p3')).toBe(false);
    expect(startedHereAsGuest(later, 'another-secret-value', 'p1')).toBe(false);
  });

  it('should still recognise an entry written before the helper, and rewrite it in the new format', () => {
    const old = browserContext(`guest_purchases=${legacyEntry('p1')}:p9.${'A'.repeat(32)}`);
    expect(startedHereAsGuest(old.ctx, secret, 'p1')).toBe(true);
    expect(startedHereAsGuest(old.ctx, secret, 'p9')).toBe(false);
    rememberGuestPurchase(old.ctx, secret, 'p2');
    expect(old.sent()).not.toContain(legacyEntry('p1'));
    expect(old.sent().split(':')).toHaveLength(2);
    const later = browserContext(`guest_purchases=${old.sent()}`).ctx;
    expect(startedHereAsGuest(later, secret, 'p1')).toBe(true);
    expect(startedHereAsGuest(later, secret, 'p2')).toBe(true);
  });
});
