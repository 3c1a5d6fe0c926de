import { z } from 'zod';

/** Whether a parameter's schema, under its optional/default/nullable wrappers, is a boolean. */
function isBoolean(schema: z.ZodType): boolean {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodDefault) current = current.def.innerType as z.ZodType;
    else return current instanceof z.ZodBoolean;
  }
}

const booleanText = new Map<string, boolean>([['true', true], ['1', true], ['false', false], ['0', false]]);

/**
 * Query strings and path segments arrive as text. The generated schemas coerce numbers themselves
 * (orval's `override.zod.coerce`); two things they cannot do stay here: a repeated parameter counts
 * by its last value, and a boolean is read from "true"/"false"/"1"/"0" (zod's coerce.boolean would
 * take the text "false" as true). Anything else is left as text so validation reports it.
 */
export function coerceStringRecord(schema: z.ZodType, raw: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const single = Array.isArray(value) ? value[value.length - 1] ?? '' : value;
    const field = shape[key];
    result[key] = field && isBoolean(field) ? booleanText.get(single) ?? single : single;
  }
  return result;
}
