import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import type { Logger } from '../../../config/logger';
import type { TelemostSettings } from '../room-settings';
import type { RoomStore } from '../room-store';
import type { TelemostConference } from '../telemost-api';

export const telemostConferencePayload = z.object({ consultationId: z.number().int().positive() });
export type TelemostConferencePayload = z.infer<typeof telemostConferencePayload>;

/** One job per session: enqueued again (a link asked for before it was made) it is the same job. */
export const telemostConferenceJobId = (consultationId: number) => `telemost-conference-${consultationId}`;

/**
 * Creates the session's Telemost conference and keeps its join link; retried with backoff while
 * Yandex is unreachable or refuses (about 17 minutes in all), and a no-op once the session has one.
 */
export function telemostConferenceJob(deps: {
  settings: TelemostSettings | undefined;
  rooms: RoomStore;
  createConference: (settings: TelemostSettings) => Promise<TelemostConference>;
  logger: Logger;
}): JobDefinition<TelemostConferencePayload> {
  return defineJob('telemost-conference', telemostConferencePayload, { attempts: 10, backoffMs: 2000 }, async ({ consultationId }, { attempt, now }) => {
    if (await deps.rooms.roomOf(consultationId, 'telemost')) return;
    if (!deps.settings) {
      deps.logger.warn({ consultationId }, 'Telemost is no longer configured; no conference is created');
      return;
    }
    try {
      const conference = await deps.createConference(deps.settings);
      await deps.rooms.keep(consultationId, 'telemost', { room: conference.id, joinUrl: conference.joinUrl }, now);
      deps.logger.info({ consultationId, conferenceId: conference.id }, 'Telemost conference created');
    } catch (error) {
      deps.logger.warn({ consultationId, attempt, err: error }, 'Telemost conference not created; the job retries');
      throw error;
    }
  });
}
