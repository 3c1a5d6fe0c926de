import { z } from 'zod';
import type { TelemostSettings } from './room-settings';

/** Telemost's answer to a created conference (201): its id and the link participants join by. */
const createdConference = z.object({ id: z.string().min(1).max(200), join_url: z.url({ protocol: /^https?$/ }).max(500) });

export type TelemostConference = { id: string; joinUrl: string };

/** Telemost answered something other than a created conference (or did not answer in time). */
export class TelemostError extends Error {
  constructor(message: string, readonly status: number | undefined) {
    super(message);
    this.name = 'TelemostError';
  }
}

/**
 * The body of a new conference: no waiting room (`PUBLIC`: the one a personal Yandex ID may create;
 * the link is the session's alone) and no automatic summary, since a session is a private talk.
 */
export const conferenceRequest = { waiting_room_level: 'PUBLIC', is_auto_summarization_enabled: false } as const;

const requestTimeoutMs = 15_000;

/** Creates one Telemost conference (`POST /conferences` with the coach's OAuth token). */
export async function createTelemostConference(settings: TelemostSettings, fetchImpl: typeof fetch = fetch): Promise<TelemostConference> {
  let answer: Response;
  try {
    answer = await fetchImpl(`${settings.apiUrl}/conferences`, {
      method: 'POST',
      headers: { Authorization: `OAuth ${settings.oauthToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(conferenceRequest),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    throw new TelemostError(`Telemost unreachable: ${error instanceof Error ? error.message : String(error)}`, undefined);
  }
  if (answer.status !== 201) throw new TelemostError(`Telemost answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`, answer.status);
  const parsed = createdConference.safeParse(await answer.json());
  if (!parsed.success) throw new TelemostError('Telemost answered 201 without a conference id and join_url', answer.status);
  return { id: parsed.data.id, joinUrl: parsed.data.join_url };
}
