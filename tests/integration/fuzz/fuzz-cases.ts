import type { ContractOperation, Parameter, Schema } from './contract-operations';

/** One request to send: a path and query already percent-encoded, and a body as raw text. */
export type FuzzCase = {
  operation: string;
  label: string;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
};

const knownPatterns: Record<string, string> = {
  '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$': '2026-12-02 07:00',
  '^\\d{5}$': '12345',
  '^\\d{4}-\\d{2}-\\d{2}$': '2026-12-02',
  '^\\d{2}:\\d{2}$': '10:00',
  '^([01]\\d|2[0-3]):[0-5]\\d$': '10:00',
};

const nonNull = (types: string | string[] | undefined): string | undefined =>
  Array.isArray(types) ? types.find((type) => type !== 'null') : types;

/** Folds allOf/oneOf/anyOf into the first concrete (non-null) alternative. */
function concrete(schema: Schema): Schema {
  if (schema.allOf) {
    return schema.allOf.map(concrete).reduce<Schema>((merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }), {});
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return concrete(alternatives.find((option) => nonNull(option.type) !== undefined && option.type !== 'null') ?? {});
  return schema;
}

const kindOf = (schema: Schema): string => {
  const resolved = concrete(schema);
  return nonNull(resolved.type) ?? (resolved.properties ? 'object' : 'string');
};

/** A value the contract accepts, so that one malformed field is the only fault of a request. */
export function sampleValue(schema: Schema): unknown {
  const resolved = concrete(schema);
  if (resolved.enum) return resolved.enum[0];
  switch (kindOf(resolved)) {
    case 'integer':
    case 'number':
      return Math.max(1, resolved.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((resolved.required ?? []).map((name) => [name, sampleValue(resolved.properties?.[name] ?? {})]));
    default:
      if (resolved.format === 'email') return 'fuzz@example.ru';
      if (resolved.format === 'uuid') return '7d0b6c2e-3f4a-4b8e-9c1d-2e3f4a5b6c7d';
      if (resolved.format === 'date-time') return '2026-12-02T07:00:00.000Z';
      if (resolved.pattern) return knownPatterns[resolved.pattern] ?? 'x';
      return 'x';
  }
}

const hugeBodyString = 'я'.repeat(100_000);
// Node refuses request heads over 16 KiB before the application sees them, so a huge query value is
// as big as a URL can be.
const hugeUrlString = 'x'.repeat(8_000);

/** JSON values no body field should reach a handler with, chosen per kind of field. */
function malformedJson(schema: Schema): Array<[string, unknown]> {
  const shared: Array<[string, unknown]> = [['null', null], ['array', ['x']], ['object', { x: 1 }]];
  const kind = kindOf(schema);
  if (kind === 'integer' || kind === 'number') {
    return [...shared, ['1e308', 1e308], ['-1', -1], ['2**63', 2 ** 63], ['NaN string', 'NaN'], ['fraction', 1.5], ['NUL string', '\u0000']];
  }
  if (kind === 'boolean') return [...shared, ['string', 'maybe'], ['number', 2]];
  if (kind === 'array') return [['string', 'x'], ['NUL item', ['\u0000']], ['huge item', [hugeBodyString]], ['object', { x: 1 }]];
  if (kind === 'object') return [['string', 'x'], ['array', []], ['number', 1]];
  return [
    ...shared,
    ['NUL', 'a\u0000b'],
    ['BEL', 'a\u0007b'],
    ['DEL', 'a\u007fb'],
    ['C1', 'a\u0085b'],
    ['lone surrogate', 'a\ud800b'],
    ['huge', hugeBodyString],
    ['number', 1e308],
    ['bad date', '2026-13-45 99:99'],
    ['not a uuid', 'не-uuid'],
  ];
}

/** Percent-encoded query or path values, including byte sequences no UTF-8 text has. */
function malformedRaw(parameter: Parameter): Array<[string, string]> {
  const values: Array<[string, string]> = [
    ['NUL', 'a%00b'],
    ['BEL', 'a%07b'],
    ['C1', 'a%C2%85b'],
    ['surrogate bytes', 'a%ED%A0%80b'],
    ['invalid UTF-8', 'a%FFb'],
    ['huge', hugeUrlString],
    ['empty', ''],
  ];
  const kind = kindOf(parameter.schema);
  if (kind === 'integer' || kind === 'number') {
    values.push(['1e308', '1e308'], ['-1', '-1'], ['2**63', '9223372036854775808'], ['NaN', 'NaN'], ['fraction', '1.5']);
  } else if (kind === 'boolean') {
    values.push(['not a boolean', 'maybe']);
  } else {
    values.push(['bad date', '2026-13-45%2099%3A99'], ['not a uuid', '%D0%BD%D0%B5-uuid'], ['dot segments', '..%2F..%2Fetc%2Fpasswd']);
  }
  return values;
}

const encode = (value: unknown) => encodeURIComponent(String(value));

function buildUrl(operation: ContractOperation, raw: Map<string, string | string[]>): string {
  let url = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const value = raw.get(parameter.name);
    if (value === undefined) continue;
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, String(value));
    else for (const single of [value].flat()) query.push(`${parameter.name}=${single}`);
  }
  for (const [name, value] of raw) {
    if (!operation.parameters.some((parameter) => parameter.name === name)) query.push(`${name}=${String(value)}`);
  }
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}

/** The operation's required parameters, each with a value the contract accepts, percent-encoded. */
function validParameters(operation: ContractOperation): Map<string, string | string[]> {
  const validRaw = new Map<string, string | string[]>();
  for (const parameter of operation.parameters) {
    if (parameter.required) validRaw.set(parameter.name, encode(sampleValue(parameter.schema)));
  }
  return validRaw;
}

/** The operation's address with every required parameter given a value the contract accepts. */
export const sampleUrl = (operation: ContractOperation): string => buildUrl(operation, validParameters(operation));

/** Boundary and malformed requests for one operation: each parameter and body field spoilt on its own. */
export function casesFor(operation: ContractOperation): FuzzCase[] {
  const validRaw = validParameters(operation);
  const validBody = operation.body ? (sampleValue(operation.body) as Record<string, unknown>) : undefined;
  const method = operation.method.toUpperCase();
  const base = { operation: operation.id, method };
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const withBody = validBody === undefined ? {} : json(validBody);
  const cases: FuzzCase[] = [];

  for (const parameter of operation.parameters) {
    for (const [label, value] of malformedRaw(parameter)) {
      const raw = new Map(validRaw).set(parameter.name, value);
      cases.push({ ...base, label: `${parameter.in} ${parameter.name}: ${label}`, url: buildUrl(operation, raw), ...withBody });
    }
    if (parameter.in === 'query') {
      const raw = new Map(validRaw).set(parameter.name, ['a', 'b']);
      cases.push({ ...base, label: `query ${parameter.name}: repeated`, url: buildUrl(operation, raw), ...withBody });
    }
  }
  const url = buildUrl(operation, validRaw);
  cases.push({ ...base, label: 'unknown query parameter with NUL', url: buildUrl(operation, new Map(validRaw).set('zz', '%00')), ...withBody });

  if (!operation.body) {
    // A body nobody reads must still not smuggle NUL past the shared check.
    if (method !== 'GET') cases.push({ ...base, label: 'unexpected body with NUL', url, ...json({ zz: '\u0000' }) });
    return cases;
  }
  const body = concrete(operation.body);
  for (const [name, field] of Object.entries(body.properties ?? {})) {
    for (const [label, value] of malformedJson(field)) {
      cases.push({ ...base, label: `body ${name}: ${label}`, url, ...json({ ...validBody, [name]: value }) });
    }
    const nested = concrete(field);
    for (const [inner, innerField] of Object.entries(kindOf(nested) === 'object' ? nested.properties ?? {} : {})) {
      // Past the wrong-type values the outer field already had: the first values of the field's own kind.
      for (const [label, value] of malformedJson(innerField).slice(3, 6)) {
        cases.push({ ...base, label: `body ${name}.${inner}: ${label}`, url, ...json({ ...validBody, [name]: { ...(sampleValue(nested) as object), [inner]: value } }) });
      }
    }
  }
  for (const name of body.required ?? []) {
    const rest = { ...validBody };
    delete rest[name];
    cases.push({ ...base, label: `body ${name}: missing`, url, ...json(rest) });
  }
  cases.push(
    { ...base, label: 'no body', url },
    { ...base, label: 'empty object', url, ...json({}) },
    { ...base, label: 'array body', url, ...json([validBody]) },
    { ...base, label: 'string body', url, ...json('x') },
    { ...base, label: 'null body', url, ...json(null) },
    { ...base, label: 'malformed JSON', url, body: '{"a":', contentType: 'application/json' },
    { ...base, label: 'text body', url, body: 'name=x', contentType: 'text/plain' },
    { ...base, label: 'form body', url, body: 'name=x', contentType: 'application/x-www-form-urlencoded' },
    { ...base, label: 'unknown field with NUL', url, ...json({ ...validBody, zz: '\u0000' }) },
  );
  return cases;
}
