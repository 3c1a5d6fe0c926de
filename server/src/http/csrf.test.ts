import { createHmac } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import type { AppState } from './app-state';
import { assertCsrfToken, csrfRenewalMiddleware, rotateCsrfCookie } from './csrf';

const secret = 'secret-secret-secret';

/** A request of a browser holding `token` in its cookie (and echoing it), for the session `sessionId`. */
function requestWith(token: string, sessionId: string | undefined, method = 'POST') {
  const request = new IncomingMessage(new Socket());
  request.method = method;
  request.url = '/api/profile/';
  request.headers = { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
  const response = new ServerResponse(request);
  const ctx = new Koa<AppState>().createContext<AppState>(request, response);
  ctx.state.sessionId = sessionId;
  const renewed = () => [response.getHeader('set-cookie') ?? []].flat().some((line) => String(line).startsWith('csrftoken='));
  return { ctx, renewed };
}

const passes = (token: string, sessionId: string | undefined) => {
  try {
    assertCsrfToken(requestWith(token, sessionId).ctx, secret);
    return true;
  } catch {
    return false;
  }
};

/** The token of csrf.ts before the signed-token helper, as the fixture of the old format. */
const legacyToken = (nonce: string, sessionId: string | undefined) => `${nonce}.${createHmac('sha256', secret).update(`${nonce}|${sessionId ?? ''}`).digest('base64url')}`;

describe('CSRF tokens', () => {
  it('should pass a token minted for the session, and refuse it for another session or none', () => {
    const token = rotateCsrfCookie(requestWith('', 'session-a').ctx, secret, 'session-a');
    expect(token).not.toContain('session-a');
    expect(passes(token, 'session-a')).toBe(true);
    expect(passes(token, 'session-b')).toBe(false);
    expect(passes(token, undefined)).toBe(false);
    expect(passes(rotateCsrfCookie(requestWith('', undefined).ctx, secret, undefined), undefined)).toBe(true);
  });

  it('should still pass a token of an open tab from before the helper, and renew it with the next read', async () => {
    const token = legacyToken('bm9uY2Utbm9uY2Utbm9uY2U', 'session-a');
    expect(passes(token, 'session-a')).toBe(true);
    expect(passes(token, 'session-b')).toBe(false);
    expect(passes(`${token}.extra`, 'session-a')).toBe(false);
    const read = requestWith(token, 'session-a', 'GET');
    await csrfRenewalMiddleware(secret)(read.ctx, () => Promise.resolve());
    expect(read.renewed()).toBe(true);
    const current = requestWith(rotateCsrfCookie(requestWith('', 'session-a').ctx, secret, 'session-a'), 'session-a', 'GET');
    await csrfRenewalMiddleware(secret)(current.ctx, () => Promise.resolve());
    expect(current.renewed()).toBe(false);
  });
});
