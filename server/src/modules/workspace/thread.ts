import { handleCommand, isDecidersEvent } from '../../eventstore/command-handler';
import type { RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import type { MessageMark } from './announcement-plan';
import { workspaceStreamId, type WorkspaceFileKind, type WorkspaceSide, type WorkspaceThreadEvent } from './events';
import { threadDecider, type AddFile, type ThreadState } from './thread-decider';

/** A file as the thread knows it; `name` is null once her data is erased. */
export type ThreadFile = {
  id: string;
  userId: string;
  name: string | null;
  kind: WorkspaceFileKind;
  bytes: number;
  from: WorkspaceSide;
  packageTypeId: number | null;
  addedAt: Date;
};

/** A message as the thread shows it; `text` is null once her data is erased. */
export type ThreadMessage = MessageMark & { text: string | null; attachments: ThreadFile[] };

/** One client's thread as read from her stream (which decrypts it): messages oldest first, files newest first. */
export type ThreadView = { userId: string; messages: ThreadMessage[]; files: ThreadFile[]; state: ThreadState };

export type WorkspaceThreads = ReturnType<typeof createWorkspaceThreads>;

/** The clients' threads: read whole from their streams (a thread is a conversation's length), written through the decider. */
export function createWorkspaceThreads(deps: { store: EventStore }) {
  async function read(userId: string): Promise<ThreadView> {
    const streamId = workspaceStreamId(userId);
    let state = threadDecider.initialState();
    const files = new Map<string, ThreadFile>();
    const posted: Array<MessageMark & { text: string | null; attachmentIds: readonly string[] }> = [];
    for (const event of await deps.store.readStream(streamId)) {
      if (!isDecidersEvent<WorkspaceThreadEvent>(threadDecider.eventTypes, event)) throw new Error(`${streamId}: unexpected event type ${event.type}`);
      state = threadDecider.evolve(state, event);
      if (event.type === 'WorkspaceMessagePosted') {
        const { number, author, text, attachments, postedAt } = event.data;
        posted.push({ number, author, text, attachmentIds: attachments, postedAt: new Date(postedAt) });
      } else if (event.type === 'WorkspaceFileAdded') {
        const { fileId, name, kind, bytes, from, packageTypeId, addedAt } = event.data;
        files.set(fileId, { id: fileId, userId, name, kind, bytes, from, packageTypeId, addedAt: new Date(addedAt) });
      }
    }
    const messages = posted.map(({ attachmentIds, ...message }) => ({ ...message, attachments: attachmentIds.flatMap((id) => files.get(id) ?? []) }));
    return { userId, messages, files: [...files.values()].reverse(), state };
  }

  const streamOf = (userId: string) => workspaceStreamId(userId);

  return {
    read,
    async post(userId: string, author: WorkspaceSide, message: { text: string; attachments: readonly string[] }, metadata: RequestMetadata): Promise<void> {
      await handleCommand(deps.store, streamOf(userId), threadDecider, { type: 'PostMessage', data: { userId, author, ...message }, metadata });
    },
    async addFile(file: AddFile['data'], metadata: RequestMetadata): Promise<void> {
      await handleCommand(deps.store, streamOf(file.userId), threadDecider, { type: 'AddFile', data: file, metadata });
    },
    async markRead(userId: string, reader: WorkspaceSide, upTo: number, metadata: RequestMetadata): Promise<void> {
      await handleCommand(deps.store, streamOf(userId), threadDecider, { type: 'MarkRead', data: { userId, reader, upTo }, metadata });
    },
    async recordAnnouncement(userId: string, to: WorkspaceSide, told: { upTo: number; count: number }, metadata: RequestMetadata): Promise<void> {
      await handleCommand(deps.store, streamOf(userId), threadDecider, { type: 'RecordAnnouncement', data: { userId, to, ...told }, metadata });
    },
  };
}
