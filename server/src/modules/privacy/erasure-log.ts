import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every account erasure, kept outside the database beside the backups (`BACKUP_DIR/erasures.jsonl`),
 * so restoring an archive taken before an erasure can apply it again (152-FZ: a deleted account
 * stays deleted). It holds only ids: the user id and the stream names, never an address.
 */
export const erasureLogFileName = 'erasures.jsonl';

const erasureEntrySchema = z.object({ userId: z.string().min(1), streams: z.array(z.string().min(1)), erasedAt: z.string().datetime() });
export type ErasureEntry = z.infer<typeof erasureEntrySchema>;

export type ErasureLog = {
  readonly file: string;
  record(entry: ErasureEntry): Promise<void>;
  entries(): Promise<ErasureEntry[]>;
};

export function openErasureLog(file: string): ErasureLog {
  return {
    file,
    async record(entry) {
      await mkdir(path.dirname(file), { recursive: true });
      // One line per append (O_APPEND): concurrent erasures never interleave inside a line.
      await appendFile(file, `${JSON.stringify(erasureEntrySchema.parse(entry))}\n`, { mode: 0o600 });
    },
    async entries() {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      return text
        .split('\n')
        .filter((line) => line.trim())
        .map((line, index) => {
          const parsed = erasureEntrySchema.safeParse(JSON.parse(line));
          if (!parsed.success) throw new Error(`${file}, line ${index + 1}: not an erasure entry (${parsed.error.issues[0]?.message})`);
          return parsed.data;
        });
    },
  };
}
