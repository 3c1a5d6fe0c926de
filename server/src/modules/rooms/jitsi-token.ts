import { SignJWT } from 'jose';
import { sessionEnd } from '../../shared/calendar-session';
import type { JitsiSettings } from './room-settings';

/** A room opens to its tokens this long before the session starts… */
export const joinEarlyMs = 30 * 60_000;
/** …and stays open this long after it ends (a session that runs over). */
export const stayAfterMs = 60 * 60_000;

/** Who joins: the coach with moderator rights, the client without. */
export type Participant = 'coach' | 'client';

/** The claims of one participant's token (Jitsi's token authentication, prosody `mod_auth_token`). */
export type JitsiClaims = {
  iss: string;
  aud: 'jitsi';
  sub: string;
  room: string;
  nbf: number;
  exp: number;
  context: { user: { name: string; moderator: boolean; affiliation: 'owner' | 'member' } };
};

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * One participant's claims for the session's room, from the session's current times: valid from
 * `joinEarlyMs` before the start to `stayAfterMs` after the end, for this room only. `moderator`
 * is what Jitsi's own clients read; `affiliation` what prosody's `token_affiliation` module does.
 */
export function jitsiClaims(input: {
  appId: string;
  room: string;
  session: { start: Date; durationMinutes: number };
  participant: Participant;
  name: string;
}): JitsiClaims {
  const coach = input.participant === 'coach';
  return {
    iss: input.appId,
    aud: 'jitsi',
    // Any XMPP domain of her server: the room claim is what limits the token.
    sub: '*',
    room: input.room,
    nbf: seconds(new Date(input.session.start.getTime() - joinEarlyMs)),
    exp: seconds(new Date(sessionEnd(input.session).getTime() + stayAfterMs)),
    context: { user: { name: input.name, moderator: coach, affiliation: coach ? 'owner' : 'member' } },
  };
}

/** The claims signed with the app secret (HS256), as prosody's shared-secret validation expects. */
export async function signJitsiToken(claims: JitsiClaims, settings: Pick<JitsiSettings, 'appSecret'>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(settings.appSecret));
}
