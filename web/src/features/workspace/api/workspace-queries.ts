import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  getGetWorkspaceSettingsQueryKey,
  getGetWorkspaceThreadQueryKey,
  getGetWorkspaceUnreadQueryKey,
  getListWorkspaceFilesQueryKey,
  markWorkspaceRead,
  postWorkspaceMessage,
  uploadWorkspaceFile,
  useGetWorkspaceSettings,
  useGetWorkspaceThread,
  useGetWorkspaceUnread,
  useListWorkspaceFiles,
  useUpdateWorkspaceSettings,
} from '../../../api/generated/hooks';
import type { WorkspaceFile, WorkspaceThread } from '../../../api/generated/model';
import { withoutErrorAlert } from '../../../lib/api-client';

/*
 * «Сообщения» and «Файлы». `client` names whose workspace it is: undefined for the signed-in client's
 * own, a client's id for the coach. The thread is read again every half minute while it is shown, so
 * the other side's answer appears without a reload. Sending and uploading show their refusal beside
 * the composer (the quota, a wrong file), so those calls skip the global alert.
 */

const ownerParams = (client: string | undefined) => (client === undefined ? undefined : { user: client });

export const useWorkspaceThread = (client: string | undefined) => useGetWorkspaceThread(ownerParams(client), { query: { refetchInterval: 30_000 } });

export const useWorkspaceFiles = (client: string | undefined) => useListWorkspaceFiles(ownerParams(client));

/** The coach's unread client messages, for the back office menu and the clients list; asked again every minute. */
export const useWorkspaceUnread = (options: { enabled?: boolean } = {}) => useGetWorkspaceUnread({ query: { refetchInterval: 60_000, enabled: options.enabled ?? true } });

/** A thread the server answered with replaces the shown one; the unread counts and the files follow it. */
function useThreadAnswer(client: string | undefined) {
  const queryClient = useQueryClient();
  return async (thread: WorkspaceThread, options: { filesChanged: boolean }) => {
    queryClient.setQueryData(getGetWorkspaceThreadQueryKey(ownerParams(client)), thread);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetWorkspaceUnreadQueryKey() }),
      options.filesChanged ? queryClient.invalidateQueries({ queryKey: getListWorkspaceFilesQueryKey(ownerParams(client)) }) : undefined,
    ]);
  };
}

/** Marks the thread read up to a message number for the side that reads it. */
export function useMarkThreadRead(client: string | undefined) {
  const answered = useThreadAnswer(client);
  return useMutation({
    mutationFn: (upTo: number) => markWorkspaceRead({ user: client, up_to: upTo }, withoutErrorAlert),
    onSuccess: (thread) => answered(thread, { filesChanged: false }),
  });
}

export type NewMessage = { text: string; files: readonly File[] };

/**
 * Sends a message: each attached file is uploaded into the workspace first, then the message names
 * them. A file already uploaded by an attempt that failed later is not uploaded twice on «Отправить» again.
 */
export function useSendMessage(client: string | undefined) {
  const answered = useThreadAnswer(client);
  const uploaded = useRef(new WeakMap<File, string>());
  return useMutation({
    mutationFn: async ({ text, files }: NewMessage) => {
      const attachments: string[] = [];
      for (const file of files) {
        let id = uploaded.current.get(file);
        if (id === undefined) {
          id = (await uploadWorkspaceFile({ file, user: client }, withoutErrorAlert)).files[0]?.id;
          if (id === undefined) throw new Error(`Файл «${file.name}» не сохранился. Попробуйте ещё раз.`);
          uploaded.current.set(file, id);
        }
        attachments.push(id);
      }
      return postWorkspaceMessage({ user: client, text, attachments }, withoutErrorAlert);
    },
    onSuccess: (thread, message) => answered(thread, { filesChanged: message.files.length > 0 }),
  });
}

/**
 * Where a file goes without a message: a client's own workspace (`client` undefined for the signed-in
 * client, an id for the coach), or, the coach only, every client who holds a package of sessions.
 */
export type FileTarget = { client: string | undefined } | { packageTypeId: number };

/** Adds a file to the workspace; the answer is one copy per client it went to, and every file list is read again. */
export function useAddFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, to }: { file: File; to: FileTarget }): Promise<WorkspaceFile[]> => {
      const target = 'packageTypeId' in to ? { package: String(to.packageTypeId) } : { user: to.client };
      return (await uploadWorkspaceFile({ file, ...target }, withoutErrorAlert)).files;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListWorkspaceFilesQueryKey() }),
  });
}

export const useWorkspaceSettings = () => useGetWorkspaceSettings();

/** Turns the coach's mails about her clients' messages on or off; the switch then reads the saved choice. */
export function useSaveWorkspaceSettings() {
  const queryClient = useQueryClient();
  return useUpdateWorkspaceSettings({
    mutation: { onSuccess: (saved) => queryClient.setQueryData(getGetWorkspaceSettingsQueryKey(), saved) },
  });
}
