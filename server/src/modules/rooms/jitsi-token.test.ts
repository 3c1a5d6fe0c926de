import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { jitsiClaims, signJitsiToken } from './jitsi-token';

const session = { start: new Date('2026-12-05T07:00:00Z'), durationMinutes: 90 };
const secret = 'jitsi-app-secret-for-tests';
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('a Jitsi token’s claims', () => {
  it('should open the room 30 minutes before the start and close it an hour after the session’s end', () => {
    const claims = jitsiClaims({ appId: 'coach-app', room: 'r1', session, participant: 'client', name: 'Анна' });
    expect(claims.nbf).toBe(seconds('2026-12-05T06:30:00Z'));
    // 07:00 + 90 minutes + an hour.
    expect(claims.exp).toBe(seconds('2026-12-05T09:30:00Z'));
  });

  it('should name the app, the audience and this room only, with the coach alone a moderator', () => {
    const client = jitsiClaims({ appId: 'coach-app', room: 'r1', session, participant: 'client', name: 'Анна' });
    const coach = jitsiClaims({ appId: 'coach-app', room: 'r1', session, participant: 'coach', name: 'Ольга' });
    expect(client).toMatchObject({ iss: 'coach-app', aud: 'jitsi', sub: '*', room: 'r1', context: { user: { name: 'Анна', moderator: false, affiliation: 'member' } } });
    expect(coach.context.user).toEqual({ name: 'Ольга', moderator: true, affiliation: 'owner' });
  });

  it('should sign with the app secret (HS256) so that only that secret verifies it, inside its window', async () => {
    const token = await signJitsiToken(jitsiClaims({ appId: 'coach-app', room: 'r1', session, participant: 'client', name: 'Анна' }), { appSecret: secret });
    const key = new TextEncoder().encode(secret);
    const { payload, protectedHeader } = await jwtVerify(token, key, { issuer: 'coach-app', audience: 'jitsi', currentDate: new Date('2026-12-05T07:10:00Z') });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.room).toBe('r1');
    await expect(jwtVerify(token, key, { currentDate: new Date('2026-12-05T06:20:00Z') })).rejects.toThrow();
    await expect(jwtVerify(token, new TextEncoder().encode('another-secret-another'), { currentDate: new Date('2026-12-05T07:10:00Z') })).rejects.toThrow();
  });
});
