import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { coerceStringRecord } from './coerce-query';

describe('coerceStringRecord', () => {
  const schema = z.object({
    width: z.union([z.literal(320), z.literal(640)]).optional(),
    // The generated schemas coerce plain numbers themselves (orval's `override.zod.coerce`).
    page: z.coerce.number().optional(),
    format: z.enum(['webp']).optional(),
  });

  it('should turn a value of a numeric enum (a union of number literals) into a number, and leave a plain number to the schema', () => {
    expect(coerceStringRecord(schema, { width: '640', page: '2', format: 'webp' })).toEqual({ width: 640, page: '2', format: 'webp' });
    expect(schema.parse(coerceStringRecord(schema, { width: '640', page: '2' }))).toEqual({ width: 640, page: 2 });
  });

  it('should leave text that is no number as it is, for validation to refuse', () => {
    expect(coerceStringRecord(schema, { width: 'wide' })).toEqual({ width: 'wide' });
    expect(schema.safeParse(coerceStringRecord(schema, { width: '500' })).success).toBe(false);
  });
});
