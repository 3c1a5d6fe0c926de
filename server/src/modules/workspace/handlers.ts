import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../http/app-state';
import { attachmentDisposition } from '../../http/attachment-header';
import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { badRequest, notFound } from '../../http/errors';
import type { SuccessBody, HandlerMap } from '../../http/handler-types';
import type { RequestMetadata } from '../../eventstore/decider';
import { otherSide } from './announcement-plan';
import type { WorkspaceSide } from './events';
import { checkWorkspaceFile, mediaTypes, type CheckedWorkspaceFile } from './file-kinds';
import type { WorkspaceClient } from './jobs/message-announcement-mail';
import type { WorkspaceSettingsStore } from './settings';
import type { ThreadFile, ThreadView, WorkspaceThreads } from './thread';
import type { WorkspaceFiles } from './workspace-files';
import type { WorkspaceIndex } from './workspace-index';

const threadNotFound = () => notFound('Переписка не найдена.');
const fileNotFound = () => notFound('Файл не найден.');

const fileBody = (file: ThreadFile) => ({
  id: file.id,
  user: file.userId,
  name: file.name,
  kind: file.kind,
  size: file.bytes,
  from: file.from,
  added_at: file.addedAt.toISOString(),
  package: file.packageTypeId,
});

function threadBody(thread: ThreadView, side: WorkspaceSide): SuccessBody<'getWorkspaceThread'> {
  return {
    user: thread.userId,
    messages: thread.messages.map((message) => ({
      number: message.number,
      author: message.author,
      text: message.text,
      attachments: message.attachments.map(fileBody),
      posted_at: message.postedAt.toISOString(),
    })),
    client_read_up_to: thread.state.read.client,
    coach_read_up_to: thread.state.read.coach,
    unread: thread.messages.filter((message) => message.author !== side && message.number > thread.state.read[side]).length,
  };
}

/**
 * «Сообщения» and «Файлы»: a client reaches only her own workspace (any other client's, or an id
 * of one, answers 404 as if it did not exist); the coach reaches each client's by `user`.
 * `announce` queues the mail telling `to` of the thread's new messages (`jobs/message-announcement-mail.ts`).
 */
export function workspaceHandlers(
  { threads, files, index, settings }: { threads: WorkspaceThreads; files: WorkspaceFiles; index: WorkspaceIndex; settings: WorkspaceSettingsStore },
  findClient: (userId: string) => Promise<WorkspaceClient | undefined>,
  announce: (userId: string, to: WorkspaceSide, now: Date) => Promise<void>,
  quotaBytes: number,
) {
  /** Whose workspace a call means, and which side the caller is in it. */
  async function workspaceOf(user: SessionUser, requested: string | undefined): Promise<{ userId: string; side: WorkspaceSide }> {
    if (!user.isSuperuser) {
      if (requested !== undefined && requested !== user.id) throw threadNotFound();
      return { userId: user.id, side: 'client' };
    }
    if (requested === undefined) throw badRequest('Укажите клиента (user).');
    if (!(await findClient(requested))) throw notFound('Клиент не найден.');
    return { userId: requested, side: 'coach' };
  }

  /** The clients the coach's file goes to: one client, or every holder of a package of sessions. */
  async function recipientsOf(input: { user?: string; package?: string }): Promise<{ userIds: string[]; packageTypeId: number | null }> {
    if ((input.user === undefined) === (input.package === undefined)) throw badRequest('Укажите либо клиента (user), либо пакет сессий (package).');
    if (input.user !== undefined) {
      if (!(await findClient(input.user))) throw notFound('Клиент не найден.');
      return { userIds: [input.user], packageTypeId: null };
    }
    const packageTypeId = Number(input.package);
    const holders = await index.packageHolders(packageTypeId);
    if (!holders) throw notFound('Такого пакета сессий нет.');
    if (holders.length === 0) throw badRequest('Этот пакет пока никто не купил: файл некому отправить.');
    return { userIds: holders, packageTypeId };
  }

  /** Stores one copy of the file in one client's workspace, its bytes under her key; undefined once her account is erased. */
  async function addCopy(userId: string, from: WorkspaceSide, file: CheckedWorkspaceFile, packageTypeId: number | null, metadata: RequestMetadata): Promise<ThreadFile | undefined> {
    const fileId = randomUUID();
    if (!(await files.put(userId, fileId, file.content))) return undefined;
    try {
      await threads.addFile({ userId, fileId, from, name: file.name, kind: file.kind, bytes: file.content.length, packageTypeId, quotaBytes: quotaBytes }, metadata);
    } catch (error) {
      await files.remove(userId, fileId);
      throw error;
    }
    return { id: fileId, userId, name: file.name, kind: file.kind, bytes: file.content.length, from, packageTypeId, addedAt: metadata.now };
  }

  return {
    async getWorkspaceThread({ query, user }) {
      const { userId, side } = await workspaceOf(user, query.user);
      return threadBody(await threads.read(userId), side);
    },

    async postWorkspaceMessage({ body, user, ctx }) {
      const { userId, side } = await workspaceOf(user, body.user);
      const text = body.text.trim();
      if (text.length === 0) throw badRequest('Напишите сообщение.');
      const metadata = commandMetadata(ctx.state, user.id);
      await threads.post(userId, side, { text, attachments: body.attachments ?? [] }, metadata);
      await announce(userId, otherSide(side), metadata.now);
      ctx.state.log.info({ userId, author: side, attachments: body.attachments?.length ?? 0 }, 'workspace message posted');
      return threadBody(await threads.read(userId), side);
    },

    async markWorkspaceRead({ body, user, ctx }) {
      const { userId, side } = await workspaceOf(user, body.user);
      await threads.markRead(userId, side, body.up_to, commandMetadata(ctx.state, user.id));
      return threadBody(await threads.read(userId), side);
    },

    async listWorkspaceFiles({ query, user }) {
      const { userId } = await workspaceOf(user, query.user);
      const thread = await threads.read(userId);
      return { files: thread.files.map(fileBody), used_bytes: thread.state.clientBytes, quota_bytes: quotaBytes };
    },

    async uploadWorkspaceFile({ body, user, ctx }) {
      const given = body.file instanceof File ? body.file.name : '';
      const checked = checkWorkspaceFile(given, Buffer.from(await body.file.arrayBuffer()));
      if ('problem' in checked) throw badRequest(checked.problem);
      const metadata = commandMetadata(ctx.state, user.id);
      const { userIds, packageTypeId } = user.isSuperuser ? await recipientsOf(body) : { userIds: [(await workspaceOf(user, body.user)).userId], packageTypeId: null };
      const side: WorkspaceSide = user.isSuperuser ? 'coach' : 'client';
      const added: ThreadFile[] = [];
      for (const userId of userIds) {
        const copy = await addCopy(userId, side, checked, packageTypeId, metadata);
        if (copy) added.push(copy);
      }
      ctx.state.log.info({ from: side, clients: added.length, packageTypeId, kind: checked.kind, bytes: checked.content.length }, 'workspace file added');
      return { files: added.map(fileBody) };
    },

    async downloadWorkspaceFile({ params, user, ctx }) {
      const owner = await index.ownerOf(params.file_id);
      if (!owner || (!user.isSuperuser && owner !== user.id)) throw fileNotFound();
      const file = (await threads.read(owner)).files.find((candidate) => candidate.id === params.file_id);
      const content = file && (await files.get(owner, file.id));
      if (!file?.name || !content) throw fileNotFound();
      ctx.type = mediaTypes[file.kind];
      ctx.set('Content-Disposition', attachmentDisposition(file.name));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Cache-Control', 'private, no-store');
      return content;
    },

    async getWorkspaceUnread({ user }) {
      requireSuperuser(user);
      const unread = await index.unreadByCoach();
      return {
        total: unread.reduce((sum, thread) => sum + thread.unread, 0),
        clients: unread.map((thread) => ({ user: thread.userId, unread: thread.unread, last_message_at: thread.lastMessageAt.toISOString() })),
      };
    },

    async getWorkspaceSettings({ user }) {
      requireSuperuser(user);
      return settings.current();
    },

    async updateWorkspaceSettings({ body, user, ctx }) {
      requireSuperuser(user);
      return settings.change({ announcements: body.announcements }, commandMetadata(ctx.state, user.id));
    },
  } satisfies Partial<HandlerMap>;
}
