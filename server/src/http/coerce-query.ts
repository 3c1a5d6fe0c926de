import { z } from 'zod';

/** A parameter's schema under its optional/default/nullable wrappers. */
function baseType(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodDefault) current = current.def.innerType as z.ZodType;
    else return current;
  }
}

/** A numeric literal or a choice of them (an OpenAPI integer `enum`), which orval's coerce does not reach. */
function isNumericChoice(target: z.ZodType): boolean {
  if (target instanceof z.ZodLiteral) return [...target.values].every((value) => typeof value === 'number');
  if (target instanceof z.ZodUnion) return target.options.every((option) => isNumericChoice(option as z.ZodType));
  return false;
}

const booleanText = new Map<string, boolean>([['true', true], ['1', true], ['false', false], ['0', false]]);

function coerceValue(schema: z.ZodType, raw: string): unknown {
  const target = baseType(schema);
  if (target instanceof z.ZodBoolean) return booleanText.get(raw) ?? raw;
  if (isNumericChoice(target)) {
    const number = Number(raw);
    return raw.trim() !== '' && Number.isFinite(number) ? number : raw;
  }
  return raw;
}

/**
 * Query strings and path segments arrive as text. The generated schemas coerce numbers themselves
 * (orval's `override.zod.coerce`); what they cannot do stays here: a repeated parameter counts by
 * its last value, a boolean is read from "true"/"false"/"1"/"0" (zod's coerce.boolean would take the
 * text "false" as true), and an integer enum is read as a number. Anything else is left as text so
 * validation reports it.
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
