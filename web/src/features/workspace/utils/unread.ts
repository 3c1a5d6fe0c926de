import type { WorkspaceUnread } from '../../../api/generated/model';

/** The coach's unread messages by client id; empty until known. */
export const unreadByClient = (unread: WorkspaceUnread | undefined): ReadonlyMap<string, number> =>
  new Map((unread?.clients ?? []).map((client) => [client.user, client.unread]));
