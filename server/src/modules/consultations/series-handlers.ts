import type { SessionUser } from '../../http/app-state';
import { commandMetadata } from '../../http/command-metadata';
import { badRequest, forbidden } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import { plural } from '../../shared/russian-plural';
import type { Users } from '../users/users';
import { parseUtcMinute } from './availability';
import type { ConsultationsPorts } from './ports';
import type { SeriesRequest, SessionSeries } from './session-series';

type SeriesInput = { type: number; date: string; every_weeks: 1 | 2; count: number; skip_taken?: boolean; user?: string; rooms_consent?: boolean };

/** The series' own client: herself, or the client the coach books for (`user`, the coach only). */
async function clientOf(users: Users, user: SessionUser, clientId: string | undefined): Promise<string> {
  if (clientId === undefined || clientId === user.id) return user.id;
  if (!user.isSuperuser) throw forbidden('Записать серию другому клиенту может только коуч.');
  const client = await users.findById(clientId);
  if (!client) throw badRequest('Клиент не найден.');
  return client.id;
}

async function seriesRequest(users: Users, user: SessionUser, input: SeriesInput): Promise<SeriesRequest> {
  const first = parseUtcMinute(input.date);
  if (!first) throw badRequest('Дата первой сессии задаётся в формате YYYY-MM-DD HH:mm (UTC).');
  return {
    userId: await clientOf(users, user, input.user),
    typeId: input.type,
    first,
    everyWeeks: input.every_weeks,
    count: input.count,
    skipTaken: input.skip_taken ?? false,
  };
}

const sessionsWord = (count: number) => plural(count, 'сессия', 'сессии', 'сессий');

/** A series of sessions from package credits: its preview and its booking (`session-series.ts`). */
export function seriesHandlers(
  /** `consentAtUse`: her consent to the video rooms' service, which her own booking asks while one is configured. */
  ports: Pick<ConsultationsPorts, 'consentAtUse' | 'users'>,
  series: SessionSeries,
) {
  return {
    async previewConsultationSeries({ query, user, ctx }) {
      const planned = await series.plan(await seriesRequest(ports.users, user, query), ctx.state.now);
      return {
        dates: planned.dates.map((date) => ({ date: date.start.toISOString(), free: date.free, ...(date.reason ? { reason: date.reason } : {}) })),
        credits: planned.credits,
        bookable: planned.chosen !== undefined,
        ...(planned.problem ? { detail: planned.problem.detail } : {}),
      };
    },

    async bookConsultationSeries({ body, user, ctx }) {
      const request = await seriesRequest(ports.users, user, body);
      const metadata = commandMetadata(ctx.state, user.id);
      // Her own series is held in video rooms as a single session is: the same consent, asked before anything is booked.
      if (request.userId === user.id) await ports.consentAtUse('video_rooms', { user, ticked: body.rooms_consent, needed: true }, metadata);
      const booked = await series.book(request, metadata);
      const count = booked.sessions.length;
      return {
        series_id: booked.seriesId,
        consultations: booked.sessions.map((session) => ({ id: session.consultationId, date: session.start.toISOString() })),
        skipped: booked.skipped.map((date) => date.toISOString()),
        message: `Серия записана: ${count} ${sessionsWord(count)}, из пакета списано ${count}.`,
      };
    },
  } satisfies Partial<HandlerMap>;
}
