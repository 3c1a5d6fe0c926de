import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The part of a JSON Schema the fuzzer reads; `$ref`s are already resolved. */
export type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  default?: unknown;
};

export type Parameter = { name: string; in: 'query' | 'path'; required: boolean; schema: Schema };

export type ContractOperation = {
  id: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** With `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  body?: Schema;
};

type RawParameter = { $ref?: string; name?: string; in?: string; required?: boolean; schema?: unknown };
type RawOperation = {
  operationId: string;
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of openapi.yaml with its parameters and JSON body schema, `$ref`s resolved. */
export function readContractOperations(file = path.resolve(import.meta.dirname, '../../../openapi.yaml')): ContractOperation[] {
  const document = parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value !== 'object' || value === null) return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      const target = ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
      return resolve(target);
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
  };
  const operations: ContractOperation[] = [];
  for (const [routePath, item] of Object.entries(document.paths)) {
    const shared = (resolve(item.parameters ?? []) as RawParameter[]);
    for (const method of methods) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) continue;
      const parameters = [...shared, ...(resolve(raw.parameters ?? []) as RawParameter[])]
        .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
        .map((parameter) => ({
          name: parameter.name!,
          in: parameter.in as Parameter['in'],
          required: parameter.in === 'path' || Boolean(parameter.required),
          schema: parameter.schema ?? {},
        }));
      const body = resolve(raw.requestBody?.content?.['application/json']?.schema) as Schema | undefined;
      operations.push({ id: raw.operationId, method, path: routePath, parameters, body });
    }
  }
  return operations;
}
