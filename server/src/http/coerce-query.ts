import { z } from 'zod';

/** Unwraps optional/default/nullable wrappers to find what a query value should become. */
function baseType(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodDefault) current = current.def.innerType as z.ZodType;
    else return current;
  }
}

/** A number, a numeric literal, or a choice of them (an OpenAPI integer `enum`). */
function wantsNumber(target: z.ZodType): boolean {
  if (target instanceof z.ZodNumber) return true;
  if (target instanceof z.ZodLiteral) return [...target.values].every((value) => typeof value === 'number');
  if (target instanceof z.ZodUnion) return target.options.every((option) => wantsNumber(option as z.ZodType));
  return false;
}

function coerceValue(schema: z.ZodType, raw: string): unknown {
  const target = baseType(schema);
  if (target instanceof z.ZodBoolean) {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    return raw;
  }
  if (wantsNumber(target)) {
    const number = Number(raw);
    return raw.trim() !== '' && Number.isFinite(number) ? number : raw;
  }
  return raw;
}

/**
 * Query strings and path segments arrive as text; turn the values whose schema wants a boolean or a
 * number into one, leaving anything unparsable as text so validation reports it.
 */
export function coerceStringRecord(schema: z.ZodType, raw: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const single = Array.isArray(value) ? value[value.length - 1] ?? '' : value;
    const field = shape[key];
    result[key] = field ? coerceValue(field, single) : single;
  }
  return result;
}
