import { eventTypesOf } from '../../eventstore/event-schema';
import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { plural } from '../../shared/russian-plural';
import { workspaceThreadEventSchemas, type WorkspaceFileKind, type WorkspaceSide, type WorkspaceThreadEvent } from './events';

/** How many messages and files one side may add to a thread: a burst, and an hour. */
export const writeLimits = { perMinute: 20, perHour: 200 } as const;
const minuteMs = 60_000;
const hourMs = 3_600_000;

export type ThreadState = {
  /** Messages so far: the next one's number is one more. */
  messages: number;
  /** The last message number each side has read (her own messages count as read). */
  read: Record<WorkspaceSide, number>;
  fileIds: ReadonlySet<string>;
  /** What the client's own uploads take (the coach's shares do not count against her quota). */
  clientBytes: number;
  /** Each side's latest writes (ms), at most `writeLimits.perHour`, oldest first. */
  writes: Record<WorkspaceSide, readonly number[]>;
  /** The last message each side was told of by mail, and when. */
  announced: Record<WorkspaceSide, { upTo: number; at: string | null }>;
};

export type PostMessage = Command<'PostMessage', { userId: string; author: WorkspaceSide; text: string; attachments: readonly string[] }>;
export type AddFile = Command<
  'AddFile',
  { userId: string; fileId: string; from: WorkspaceSide; name: string; kind: WorkspaceFileKind; bytes: number; packageTypeId: number | null; quotaBytes: number }
>;
export type MarkRead = Command<'MarkRead', { userId: string; reader: WorkspaceSide; upTo: number }>;
export type RecordAnnouncement = Command<'RecordAnnouncement', { userId: string; to: WorkspaceSide; upTo: number; count: number }>;
export type ThreadCommand = PostMessage | AddFile | MarkRead | RecordAnnouncement;

const megabytes = (bytes: number) => Math.floor(bytes / 1024 / 1024);

/** Refuses (429) a side's write past the burst or the hour, with the seconds until one is free. */
export function refuseTooManyWrites(writes: readonly number[], now: Date): void {
  const at = now.getTime();
  const lastMinute = writes.filter((time) => time > at - minuteMs);
  const lastHour = writes.filter((time) => time > at - hourMs);
  const full = lastMinute.length >= writeLimits.perMinute ? { oldest: lastMinute[0]!, window: minuteMs } : lastHour.length >= writeLimits.perHour ? { oldest: lastHour[0]!, window: hourMs } : undefined;
  if (!full) return;
  const wait = Math.max(1, Math.ceil((full.oldest + full.window - at) / 1000));
  const minutes = Math.ceil(wait / 60);
  throw new DomainError('too_many', `Слишком много сообщений и файлов подряд. Попробуйте через ${minutes} ${plural(minutes, 'минуту', 'минуты', 'минут')}.`, { retry_after: wait });
}

/** Refuses (413) a client's upload that would take her past her quota, saying how much is left. */
export function refuseOverQuota(usedBytes: number, addedBytes: number, quotaBytes: number): void {
  if (usedBytes + addedBytes <= quotaBytes) return;
  const left = Math.max(0, quotaBytes - usedBytes);
  throw new DomainError(
    'too_large',
    `Место для файлов закончилось: можно хранить до ${megabytes(quotaBytes)} МБ, свободно ${megabytes(left)} МБ, а файл занимает ${Math.max(1, megabytes(addedBytes))} МБ. Удалить старые файлы может коуч.`,
  );
}

const initialState = (): ThreadState => ({
  messages: 0,
  read: { client: 0, coach: 0 },
  fileIds: new Set(),
  clientBytes: 0,
  writes: { client: [], coach: [] },
  announced: { client: { upTo: 0, at: null }, coach: { upTo: 0, at: null } },
});

const written = (state: ThreadState, by: WorkspaceSide, at: string): ThreadState['writes'] => ({
  ...state.writes,
  [by]: [...state.writes[by], new Date(at).getTime()].slice(-writeLimits.perHour),
});

/**
 * One client's thread with the coach (`workspace-{userId}`): messages numbered from 1, attachments
 * only of files of this thread, the client's uploads within her quota, each side's writes within
 * the limits, read marks and the mails' marks that never move back.
 */
export const threadDecider: Decider<ThreadCommand, WorkspaceThreadEvent, ThreadState> = {
  eventTypes: eventTypesOf(workspaceThreadEventSchemas),
  initialState,
  decide(command, state) {
    const now = command.metadata.now.toISOString();
    switch (command.type) {
      case 'PostMessage': {
        const { userId, author, text, attachments } = command.data;
        const unknown = attachments.find((fileId) => !state.fileIds.has(fileId));
        if (unknown !== undefined) throw new DomainError('not_found', 'Вложенный файл не найден среди файлов этой переписки.');
        refuseTooManyWrites(state.writes[author], command.metadata.now);
        return [{ type: 'WorkspaceMessagePosted', data: { userId, number: state.messages + 1, author, text, attachments: [...new Set(attachments)], postedAt: now } }];
      }
      case 'AddFile': {
        const { quotaBytes, ...file } = command.data;
        if (state.fileIds.has(file.fileId)) return [];
        refuseTooManyWrites(state.writes[file.from], command.metadata.now);
        if (file.from === 'client') refuseOverQuota(state.clientBytes, file.bytes, quotaBytes);
        return [{ type: 'WorkspaceFileAdded', data: { ...file, addedAt: now } }];
      }
      case 'MarkRead': {
        const upTo = Math.min(command.data.upTo, state.messages);
        if (upTo <= state.read[command.data.reader]) return [];
        return [{ type: 'WorkspaceThreadRead', data: { userId: command.data.userId, reader: command.data.reader, upTo, readAt: now } }];
      }
      case 'RecordAnnouncement': {
        if (command.data.upTo <= state.announced[command.data.to].upTo) return [];
        return [{ type: 'WorkspaceMessagesAnnounced', data: { ...command.data, announcedAt: now } }];
      }
      default:
        throw unknownCase('command', command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'WorkspaceMessagePosted':
        return {
          ...state,
          messages: event.data.number,
          read: { ...state.read, [event.data.author]: Math.max(state.read[event.data.author], event.data.number) },
          writes: written(state, event.data.author, event.data.postedAt),
        };
      case 'WorkspaceFileAdded':
        return {
          ...state,
          fileIds: new Set([...state.fileIds, event.data.fileId]),
          clientBytes: state.clientBytes + (event.data.from === 'client' ? event.data.bytes : 0),
          writes: written(state, event.data.from, event.data.addedAt),
        };
      case 'WorkspaceThreadRead':
        return { ...state, read: { ...state.read, [event.data.reader]: Math.max(state.read[event.data.reader], event.data.upTo) } };
      case 'WorkspaceMessagesAnnounced':
        return { ...state, announced: { ...state.announced, [event.data.to]: { upTo: event.data.upTo, at: event.data.announcedAt } } };
    }
  },
};
