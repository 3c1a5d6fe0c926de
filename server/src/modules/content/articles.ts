import type { Database } from '../../db/database';
import type { Advertisement } from '../../shared/advertising-mark';
import { nextImageId, type ImageChange } from './content-input';

export type Article = {
  id: number;
  name: string;
  description: string;
  publishAt: Date;
  /** `bytes`: the picture's size as served at its address (the feed's enclosure states it). */
  image: { id: number; name: string; extension: string; bytes: number; base64?: string } | null;
  /** Third-party advertising's mark on the whole article (advertiser and erid); null when it is not advertising. */
  advertisement: Advertisement | null;
};

type Row = {
  id: number;
  name: string;
  description: string;
  publish_at: Date | string;
  image_id: number | null;
  image_name: string | null;
  image_extension: string | null;
  image_bytes: number | null;
  image_content?: Buffer | Uint8Array | null;
  advertiser: string | null;
  erid: string | null;
};

const toArticle = (row: Row): Article => ({
  id: row.id,
  name: row.name,
  description: row.description,
  publishAt: new Date(row.publish_at),
  image:
    row.image_id === null
      ? null
      : {
          id: row.image_id,
          name: row.image_name ?? '',
          extension: row.image_extension ?? '',
          bytes: row.image_bytes ?? 0,
          ...(row.image_content ? { base64: Buffer.from(row.image_content).toString('base64') } : {}),
        },
  advertisement: row.advertiser !== null && row.erid !== null ? { advertiser: row.advertiser, erid: row.erid } : null,
});

const select = (withContent: boolean) =>
  `SELECT a.id, a.name, a.description, a.publish_at, a.image_id, a.advertiser, a.erid, i.name AS image_name, i.extension AS image_extension, octet_length(i.content) AS image_bytes
   ${withContent ? ', i.content AS image_content' : ''}
   FROM articles a LEFT JOIN content_images i ON i.id = a.image_id`;

export type ArticleFields = { name: string; description: string; at: Date; image: ImageChange; advertisement: Advertisement | null };

export type Articles = ReturnType<typeof createArticles>;

export function createArticles(db: Database) {
  return {
    /** Articles whose publication time has come by `now` (the request's), newest first (images by URL, not inline). */
    async published(now: Date, id?: number): Promise<Article[]> {
      const { rows } = await db.query<Row>(`${select(false)} WHERE a.publish_at <= $1 AND ($2::int IS NULL OR a.id = $2) ORDER BY a.publish_at DESC, a.id DESC`, [
        now,
        id ?? null,
      ]);
      return rows.map(toArticle);
    },

    /** Every article for the coach's screen, with images inline for editing. */
    async all(): Promise<Article[]> {
      const { rows } = await db.query<Row>(`${select(true)} ORDER BY a.publish_at DESC, a.id DESC`);
      return rows.map(toArticle);
    },

    async byId(id: number): Promise<Article | undefined> {
      const { rows } = await db.query<Row>(`${select(true)} WHERE a.id = $1`, [id]);
      return rows[0] ? toArticle(rows[0]) : undefined;
    },

    /** A new article, saved at `now` (the request's). */
    async create(fields: ArticleFields, now: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO articles (name, description, publish_at, image_id, updated_at, advertiser, erid) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [fields.name, fields.description, fields.at, nextImageId(null, fields.image), now, fields.advertisement?.advertiser ?? null, fields.advertisement?.erid ?? null],
      );
      return rows[0]!.id;
    },

    async update(id: number, fields: ArticleFields, now: Date): Promise<boolean> {
      const current = await db.query<{ image_id: number | null }>(`SELECT image_id FROM articles WHERE id = $1`, [id]);
      if (!current.rows[0]) return false;
      await db.query(`UPDATE articles SET name = $2, description = $3, publish_at = $4, image_id = $5, updated_at = $6, advertiser = $7, erid = $8 WHERE id = $1`, [
        id,
        fields.name,
        fields.description,
        fields.at,
        nextImageId(current.rows[0].image_id, fields.image),
        now,
        fields.advertisement?.advertiser ?? null,
        fields.advertisement?.erid ?? null,
      ]);
      return true;
    },

    async remove(id: number): Promise<boolean> {
      const { rows } = await db.query<{ id: number }>(`DELETE FROM articles WHERE id = $1 RETURNING id`, [id]);
      return rows.length > 0;
    },
  };
}
