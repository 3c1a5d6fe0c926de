import type { Database } from '../../db/database';
import { createReadCache, type WriteGeneration } from '../../http/read-cache';

export type ConsultationType = {
  id: number;
  name: string;
  icon: string;
  description: string;
  additional: string;
  priceKopecks: number;
  sessions: number;
  /** Off sale: not on the landing and not bookable; past purchases stay as they are. */
  onSale: boolean;
  /** How long one session of the type lasts, in minutes (`defaultSessionMinutes` unless the coach set another). */
  durationMinutes: number;
};

export type ConsultationTypeChanges = Pick<ConsultationType, 'name' | 'icon' | 'description' | 'additional' | 'priceKopecks' | 'onSale' | 'durationMinutes'>;

export type ProductType = { id: number; name: string; icon: string; description: string; priceKopecks: number };

/** The free PDF lead magnet (spec 1, 9). */
export const freeProductTypeId = 1;

type ConsultationTypeRow = {
  id: number;
  name: string;
  icon: string;
  description: string;
  additional: string;
  price_kopecks: number | string;
  sessions: number;
  on_sale: boolean;
  duration_minutes: number;
};
type ProductTypeRow = { id: number; name: string; icon: string; description: string; price_kopecks: number | string };

const toProductType = ({ price_kopecks, ...row }: ProductTypeRow): ProductType => ({ ...row, priceKopecks: Number(price_kopecks) });
const toConsultationType = ({ price_kopecks, on_sale, duration_minutes, ...row }: ConsultationTypeRow): ConsultationType => ({
  ...row,
  priceKopecks: Number(price_kopecks),
  onSale: on_sale,
  durationMinutes: duration_minutes,
});
const consultationTypeColumns = 'id, name, icon, description, additional, price_kopecks, sessions, on_sale, duration_minutes';

export type Catalog = ReturnType<typeof createCatalog>;

/** The one key of the catalogue's kept read: every consultation type. */
const allConsultationTypes = 'all';

export function createCatalog(db: Database, writes: WriteGeneration) {
  // Read on every page and checkout, so kept under the read-cache rule (`http/read-cache.ts`): never
  // across a write through this process, and a change through another process shows within a second.
  const kept = createReadCache<typeof allConsultationTypes, ConsultationType[]>({ generation: writes, maxEntries: 1 });
  const readConsultationTypes = async (): Promise<ConsultationType[]> => {
    const { rows } = await db.query<ConsultationTypeRow>(`SELECT ${consultationTypeColumns} FROM consultation_types ORDER BY sort_order, id`);
    return rows.map(toConsultationType);
  };
  return {
    /** Every consultation type, on sale or not, in the landing's order. */
    consultationTypes(): Promise<ConsultationType[]> {
      return kept.get(allConsultationTypes, readConsultationTypes);
    },

    async consultationType(id: number): Promise<ConsultationType | undefined> {
      const { rows } = await db.query<ConsultationTypeRow>(`SELECT ${consultationTypeColumns} FROM consultation_types WHERE id = $1`, [id]);
      return rows[0] ? toConsultationType(rows[0]) : undefined;
    },

    /** Changes a consultation type's texts, price, sale and length; undefined when there is no such type. */
    async updateConsultationType(id: number, changes: ConsultationTypeChanges): Promise<ConsultationType | undefined> {
      const { rows } = await db.query<ConsultationTypeRow>(
        `UPDATE consultation_types SET name = $2, icon = $3, description = $4, additional = $5, price_kopecks = $6, on_sale = $7, duration_minutes = $8
         WHERE id = $1 RETURNING ${consultationTypeColumns}`,
        [id, changes.name, changes.icon, changes.description, changes.additional, changes.priceKopecks, changes.onSale, changes.durationMinutes],
      );
      // Within the request that changed it too, before its end advances the write generation.
      kept.delete(allConsultationTypes);
      return rows[0] ? toConsultationType(rows[0]) : undefined;
    },

    async productType(id: number): Promise<ProductType | undefined> {
      const { rows } = await db.query<ProductTypeRow>(
        `SELECT id, name, icon, description, price_kopecks FROM product_types WHERE id = $1 AND on_sale`,
        [id],
      );
      return rows[0] ? toProductType(rows[0]) : undefined;
    },

    async createProductType(product: Omit<ProductType, 'id'>): Promise<ProductType> {
      const { rows } = await db.query<ProductTypeRow>(
        `INSERT INTO product_types (name, icon, description, price_kopecks, sort_order)
         VALUES ($1, $2, $3, $4, (SELECT coalesce(max(sort_order), 0) + 1 FROM product_types))
         RETURNING id, name, icon, description, price_kopecks`,
        [product.name, product.icon, product.description, product.priceKopecks],
      );
      return toProductType(rows[0]!);
    },

    async updateProductType(product: ProductType): Promise<ProductType | undefined> {
      const { rows } = await db.query<ProductTypeRow>(
        `UPDATE product_types SET name = $2, icon = $3, description = $4, price_kopecks = $5 WHERE id = $1 AND on_sale
         RETURNING id, name, icon, description, price_kopecks`,
        [product.id, product.name, product.icon, product.description, product.priceKopecks],
      );
      return rows[0] ? toProductType(rows[0]) : undefined;
    },

    /** Takes a product off sale; its purchases and files stay, so buyers can still download. */
    async withdrawProductType(id: number): Promise<boolean> {
      const { rows } = await db.query<{ id: number }>(`UPDATE product_types SET on_sale = false WHERE id = $1 AND on_sale RETURNING id`, [id]);
      return rows.length > 0;
    },

    /** Puts a withdrawn product back on sale; undefined when there is no such withdrawn product. */
    async restoreProductType(id: number): Promise<ProductType | undefined> {
      const { rows } = await db.query<ProductTypeRow>(
        `UPDATE product_types SET on_sale = true WHERE id = $1 AND NOT on_sale RETURNING id, name, icon, description, price_kopecks`,
        [id],
      );
      return rows[0] ? toProductType(rows[0]) : undefined;
    },

    /** The products taken off sale, for the back office to put back. */
    async withdrawnProductTypes(): Promise<ProductType[]> {
      const { rows } = await db.query<ProductTypeRow>(
        `SELECT id, name, icon, description, price_kopecks FROM product_types WHERE NOT on_sale ORDER BY sort_order, id`,
      );
      return rows.map(toProductType);
    },

    async productTypesOnSale(): Promise<ProductType[]> {
      const { rows } = await db.query<ProductTypeRow>(
        `SELECT id, name, icon, description, price_kopecks FROM product_types WHERE on_sale ORDER BY sort_order, id`,
      );
      return rows.map(toProductType);
    },
  };
}

export const kopecksToRoubles = (kopecks: number): number => kopecks / 100;
