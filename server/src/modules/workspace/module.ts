import type { PersonalDataKeys } from '../privacy/personal-data-keys';
import { workspaceHandlers } from './handlers';
import { messageAnnouncementJobs, type WorkspaceClient } from './jobs/message-announcement-mail';
import { createWorkspaceSettings } from './settings';
import { createWorkspaceThreads } from './thread';
import { createWorkspaceFiles } from './workspace-files';
import { createWorkspaceIndex } from './workspace-index';
import { mailJobInfra, type Infra } from '../../infra';

export type WorkspacePorts = {
  /** The clients' data keys: a file's bytes are sealed under the key of her workspace's stream. */
  keys: Pick<PersonalDataKeys, 'keyForWriting' | 'keysForReading'>;
  /** A client's storage quota (`WORKSPACE_QUOTA_MB`). */
  quotaBytes: number;
  /** An account by its id (`modules/users`); the module keeps the clients' (not the coach's, `Infra.adminEmails`). */
  findUser: (userId: string) => Promise<(WorkspaceClient & { email: string }) | undefined>;
  /** The coach's address from the practice's details. */
  coachAddress: () => Promise<string>;
};

/** The client's workspace with the coach, wired: its handlers, the message mails' job and the data export's part. */
export function createWorkspaceModule(infra: Pick<Infra, 'adminEmails' | 'coach' | 'dataDir' | 'db' | 'jobs' | 'logger' | 'mailerFor' | 'now' | 'publicUrl' | 'store'>, ports: WorkspacePorts) {
  /** A client by her account (not the coach's); undefined for anyone else. */
  const findClient = async (userId: string) => {
    const user = await ports.findUser(userId);
    return user && !infra.adminEmails.includes(user.email) ? user : undefined;
  };
  const deps = { ...mailJobInfra(infra, 'workspace-message-mail'), ...ports, findClient };
  const threads = createWorkspaceThreads({ store: deps.store });
  const settings = createWorkspaceSettings({ store: deps.store });
  const announcements = messageAnnouncementJobs({ ...deps, threads, settings });
  const files = createWorkspaceFiles({ dataDir: deps.dataDir, keys: deps.keys });
  return {
    jobs: [announcements.job],
    handlers: workspaceHandlers({ threads, files, index: createWorkspaceIndex(deps.db), settings }, findClient, announcements.plan, ports.quotaBytes),
    /**
     * Her thread and files for her data export: each message with its author and the names of its
     * files, each file with its bytes (base64, read back from under her key) so the export holds
     * everything she and the coach exchanged. Null when she has written and received nothing.
     */
    async exportOf(userId: string) {
      const thread = await threads.read(userId);
      if (thread.messages.length === 0 && thread.files.length === 0) return null;
      return {
        messages: thread.messages.map((message) => ({
          number: message.number,
          author: message.author,
          text: message.text,
          attachments: message.attachments.map((file) => file.name),
          postedAt: message.postedAt.toISOString(),
        })),
        files: await Promise.all(
          thread.files.map(async (file) => ({
            name: file.name,
            kind: file.kind,
            bytes: file.bytes,
            from: file.from,
            addedAt: file.addedAt.toISOString(),
            contentBase64: (await files.get(userId, file.id))?.toString('base64') ?? null,
          })),
        ),
      };
    },
  };
}
