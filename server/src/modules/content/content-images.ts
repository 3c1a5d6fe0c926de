import type { Database } from '../../db/database';

export type ContentImage = { id: number; name: string; extension: string; content: Buffer };
export type ImageUpload = { name: string; type: string; base64: string };

const imageTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
export const maxImageBytes = 5 * 1024 * 1024;

export const imageMimeType = (extension: string) => imageTypes[extension.toLowerCase()] ?? 'application/octet-stream';

/** Checks and decodes an uploaded picture; a Russian message when it is not one. */
export function decodeImage(upload: ImageUpload): { image: Omit<ContentImage, 'id'> } | { problem: string } {
  const extension = upload.type.replace(/^\./, '').toLowerCase();
  if (!(extension in imageTypes)) return { problem: 'Подходят только изображения: png, jpg, webp или gif.' };
  const content = Buffer.from(upload.base64.replace(/^data:[^,]+,/, ''), 'base64');
  if (content.length === 0) return { problem: 'Изображение пустое.' };
  if (content.length > maxImageBytes) return { problem: 'Изображение больше 5 МБ.' };
  return { image: { name: upload.name.slice(0, 200) || 'image', extension, content } };
}

export type ContentImages = ReturnType<typeof createContentImages>;

/** Pictures of articles and newsletters; an id never changes content, so they can be cached forever. */
export function createContentImages(db: Database) {
  type Row = { id: number; name: string; extension: string; content: Buffer | Uint8Array };
  return {
    async save(image: Omit<ContentImage, 'id'>): Promise<number> {
      const { rows } = await db.query<{ id: number }>(`INSERT INTO content_images (name, extension, content) VALUES ($1, $2, $3) RETURNING id`, [
        image.name,
        image.extension,
        image.content,
      ]);
      return rows[0]!.id;
    },
    async byId(id: number): Promise<ContentImage | undefined> {
      const { rows } = await db.query<Row>(`SELECT id, name, extension, content FROM content_images WHERE id = $1`, [id]);
      const row = rows[0];
      return row ? { id: row.id, name: row.name, extension: row.extension, content: Buffer.from(row.content) } : undefined;
    },
  };
}
