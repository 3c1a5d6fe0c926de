import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { privateFolder } from '../../db/private-files';
import { decryptBytes, encryptBytes } from '../privacy/field-cipher';
import type { PersonalDataKeys } from '../privacy/personal-data-keys';
import { workspaceStreamId } from './events';

/** The folder of the data folder that holds the workspaces' files (each client's in a folder of her id); backups carry it. */
export const workspaceFilesFolderName = 'workspace-files';
export const workspaceFilesFolder = (dataDir: string) => path.join(dataDir, workspaceFilesFolderName);

/** Ids are UUIDs (accounts and files): nothing else ever names a path here. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fileOf(folder: string, userId: string, fileId: string): string {
  if (!uuid.test(userId) || !uuid.test(fileId)) throw new Error(`Not a workspace file: ${userId}/${fileId}`);
  return path.join(folder, userId, fileId);
}

export type WorkspaceFiles = ReturnType<typeof createWorkspaceFiles>;

/**
 * The bytes of the workspaces' files in the data folder, each encrypted under its client's key
 * (the key of her `workspace-{userId}` stream, the one her messages and file names are under),
 * with the stream and file ids bound in: shredding her key at erasure leaves them unreadable.
 */
export function createWorkspaceFiles(deps: { dataDir: string; keys: Pick<PersonalDataKeys, 'keyForWriting' | 'keysForReading'> }) {
  const folder = workspaceFilesFolder(deps.dataDir);
  const boundTo = (userId: string, fileId: string) => `${workspaceStreamId(userId)}/${fileId}`;
  return {
    /** Stores a file's bytes; false when her key is shredded (her account is erased): nothing is stored. */
    async put(userId: string, fileId: string, content: Buffer): Promise<boolean> {
      const key = await deps.keys.keyForWriting(workspaceStreamId(userId));
      if (!key) return false;
      const file = fileOf(folder, userId, fileId);
      await privateFolder(path.dirname(file));
      await writeFile(file, encryptBytes(key, boundTo(userId, fileId), content), { mode: 0o600, flag: 'wx' });
      return true;
    },

    /** A file's bytes; undefined when they are gone or can no longer be read (her key is shredded). */
    async get(userId: string, fileId: string): Promise<Buffer | undefined> {
      const key = (await deps.keys.keysForReading([workspaceStreamId(userId)])).get(workspaceStreamId(userId));
      if (!key) return undefined;
      const sealed = await readFile(fileOf(folder, userId, fileId)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return sealed && decryptBytes(key, boundTo(userId, fileId), sealed);
    },

    /** Drops a file whose event was refused (over the quota, too many at once). */
    async remove(userId: string, fileId: string): Promise<void> {
      await rm(fileOf(folder, userId, fileId), { force: true });
    },
  };
}
