import type { Database } from '../../db/database';

export type ConsultationType = {
  id: number;
  name: string;
  icon: string;
  description: string;
  additional: string;
  priceKopecks: number;
  sessions: number;
};

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
};
type ProductTypeRow = { id: number; name: string; icon: string; description: string; price_kopecks: number | string };

export type Catalog = ReturnType<typeof createCatalog>;

export function createCatalog(db: Database) {
  return {
    async consultationTypes(): Promise<ConsultationType[]> {
      const { rows } = await db.query<ConsultationTypeRow>(
        `SELECT id, name, icon, description, additional, price_kopecks, sessions FROM consultation_types ORDER BY sort_order, id`,
      );
      return rows.map((row) => ({ ...row, priceKopecks: Number(row.price_kopecks) }));
    },

    /** Changes a consultation type's texts and price; undefined when there is no such type. */
    async updateConsultationType(
      id: number,
      changes: Pick<ConsultationType, 'name' | 'icon' | 'description' | 'additional' | 'priceKopecks'>,
    ): Promise<ConsultationType | undefined> {
      const { rows } = await db.query<ConsultationTypeRow>(
        `UPDATE consultation_types SET name = $2, icon = $3, description = $4, additional = $5, price_kopecks = $6
         WHERE id = $1 RETURNING id, name, icon, description, additional, price_kopecks, sessions`,
        [id, changes.name, changes.icon, changes.description, changes.additional, changes.priceKopecks],
      );
      return rows[0] ? { ...rows[0], priceKopecks: Number(rows[0].price_kopecks) } : undefined;
    },

    async productTypesOnSale(): Promise<ProductType[]> {
      const { rows } = await db.query<ProductTypeRow>(
        `SELECT id, name, icon, description, price_kopecks FROM product_types WHERE on_sale ORDER BY sort_order, id`,
      );
      return rows.map((row) => ({ ...row, priceKopecks: Number(row.price_kopecks) }));
    },
  };
}

export const kopecksToRoubles = (kopecks: number): number => kopecks / 100;
