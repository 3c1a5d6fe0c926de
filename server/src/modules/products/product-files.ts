import type { Database } from '../../db/database';

export type StoredFile = { id: number; name: string; extension: string; content: Buffer };
export type FileUpload = { name: string; type: string; base64: string };

/** 20 MiB: generous for a PDF guide, small enough for a JSON upload. */
export const maxProductFileBytes = 20 * 1024 * 1024;

const allowedExtensions = new Set(['pdf', 'epub', 'zip', 'docx', 'xlsx', 'mp3', 'mp4', 'png', 'jpg', 'jpeg']);

/** Checks and decodes an upload; a message for the coach when it is not acceptable. */
export function decodeUpload(upload: FileUpload): { file: Omit<StoredFile, 'id'> } | { problem: string } {
  const extension = upload.type.replace(/^\./, '').toLowerCase();
  if (!allowedExtensions.has(extension)) return { problem: `Файлы .${extension} не принимаются. Подходят: ${[...allowedExtensions].join(', ')}.` };
  if (!/^[A-Za-z0-9+/=\s]+$/.test(upload.base64)) return { problem: 'Файл повреждён: ожидается base64.' };
  const content = Buffer.from(upload.base64, 'base64');
  if (content.length === 0) return { problem: 'Файл пустой.' };
  if (content.length > maxProductFileBytes) return { problem: 'Файл больше 20 МБ.' };
  const name = upload.name.replace(/[\\/]/g, '_').replace(new RegExp(`\\.${extension}$`, 'i'), '').slice(0, 200) || 'file';
  return { file: { name, extension, content } };
}

export type ProductFiles = ReturnType<typeof createProductFiles>;

/** Old files are kept (not current), so what a client bought stays downloadable after a replacement. */
export function createProductFiles(db: Database) {
  type Row = { id: number; name: string; extension: string; content: Buffer | Uint8Array };
  const toFile = (row: Row): StoredFile => ({ id: row.id, name: row.name, extension: row.extension, content: Buffer.from(row.content) });
  return {
    async current(productTypeId: number): Promise<StoredFile | undefined> {
      const { rows } = await db.query<Row>(
        `SELECT id, name, extension, content FROM product_files WHERE product_type_id = $1 AND current`,
        [productTypeId],
      );
      return rows[0] ? toFile(rows[0]) : undefined;
    },

    async replace(productTypeId: number, file: Omit<StoredFile, 'id'>): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.query(`UPDATE product_files SET current = false WHERE product_type_id = $1 AND current`, [productTypeId]);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO product_files (product_type_id, name, extension, content) VALUES ($1, $2, $3, $4) RETURNING id`,
          [productTypeId, file.name, file.extension, file.content],
        );
        return rows[0]!.id;
      });
    },

    async removeCurrent(productTypeId: number): Promise<void> {
      await db.query(`UPDATE product_files SET current = false WHERE product_type_id = $1 AND current`, [productTypeId]);
    },
  };
}
