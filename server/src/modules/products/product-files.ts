import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { baseFileName, checkProductFile, type ProductFileKind } from './file-kinds';

export type StoredFile = { id: number; name: string; extension: string; content: Buffer };
export type FileUpload = { name: string; type: string; base64: string };
/** A checked upload ready to store: its name without extension, its kind and its bytes. */
export type NewProductFile = { name: string; kind: ProductFileKind; content: Buffer };
/** One stored version of a product's file, as the back office lists them. */
export type ProductFileVersion = { id: number; name: string; extension: string; sizeBytes: number; uploadedAt: Date; current: boolean; downloads: number };

/** A file named by its bytes, or the coach's words for why it is refused. */
export function acceptProductFile(name: string, content: Buffer): { file: NewProductFile } | { problem: string } {
  const checked = checkProductFile(content);
  if ('problem' in checked) return checked;
  return { file: { name: baseFileName(name, checked.kind), kind: checked.kind, content: checked.content } };
}

/** A JSON upload (base64) decoded and checked like a streamed one. */
export function decodeUpload(upload: FileUpload): { file: NewProductFile } | { problem: string } {
  if (!/^[A-Za-z0-9+/=\s]+$/.test(upload.base64)) return { problem: 'Файл повреждён: ожидается base64.' };
  return acceptProductFile(upload.name, Buffer.from(upload.base64, 'base64'));
}

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

export type ProductFiles = ReturnType<typeof createProductFiles>;

/**
 * Every version of a product's file is kept; buyers download the current one (as Gumroad does: a
 * corrected edition reaches everyone who bought), and the replaced ones stay as its history.
 */
export function createProductFiles(db: Database) {
  type Row = { id: number; name: string; extension: string; content: Buffer | Uint8Array };
  type VersionRow = { id: number; name: string; extension: string; size_bytes: number; uploaded_at: Date | string; current: boolean; downloads: number };
  const toFile = (row: Row): StoredFile => ({ id: row.id, name: row.name, extension: row.extension, content: Buffer.from(row.content) });
  return {
    async current(productTypeId: number): Promise<StoredFile | undefined> {
      const { rows } = await db.query<Row>(
        `SELECT id, name, extension, content FROM product_files WHERE product_type_id = $1 AND current`,
        [productTypeId],
      );
      return rows[0] ? toFile(rows[0]) : undefined;
    },

    /** Newest first, each with how often buyers downloaded it. */
    async versions(productTypeId: number): Promise<ProductFileVersion[]> {
      const { rows } = await db.query<VersionRow>(
        `SELECT f.id, f.name, f.extension, octet_length(f.content) AS size_bytes, f.uploaded_at, f.current,
                (SELECT count(*)::int FROM product_downloads d WHERE d.file_id = f.id) AS downloads
         FROM product_files f WHERE f.product_type_id = $1 ORDER BY f.id DESC`,
        [productTypeId],
      );
      return rows.map((row) => ({ ...row, sizeBytes: Number(row.size_bytes), uploadedAt: new Date(row.uploaded_at) }));
    },

    /** Makes `file` the current version; the id of the one it replaced, if any, stays stored. */
    async replace(productTypeId: number, file: NewProductFile): Promise<{ id: number; replacedId: number | null }> {
      return db.transaction(async (tx) => {
        const { rows: replaced } = await tx.query<{ id: number }>(
          `UPDATE product_files SET current = false WHERE product_type_id = $1 AND current RETURNING id`,
          [productTypeId],
        );
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO product_files (product_type_id, name, extension, content) VALUES ($1, $2, $3, $4) RETURNING id`,
          [productTypeId, file.name, file.kind, file.content],
        );
        return { id: rows[0]!.id, replacedId: replaced[0]?.id ?? null };
      });
    },

    /** The id of the version that stopped being current, or undefined when there was none. */
    async removeCurrent(productTypeId: number): Promise<number | undefined> {
      const { rows } = await db.query<{ id: number }>(`UPDATE product_files SET current = false WHERE product_type_id = $1 AND current RETURNING id`, [
        productTypeId,
      ]);
      return rows[0]?.id;
    },

    async recordDownload(fileId: number, purchaseId: string, at: Date): Promise<void> {
      await db.query(`INSERT INTO product_downloads (file_id, purchase_id, downloaded_at) VALUES ($1, $2, $3)`, [fileId, purchaseId, at]);
    },
  };
}
