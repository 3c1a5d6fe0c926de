import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * Checks an answer of the API against openapi.yaml: the status is one the operation declares, the
 * media type is one that response declares (or there is no body where it declares none), and a
 * JSON body matches the declared schema, $refs resolved. The integration suites' client runs every
 * answer through it, so the contract cannot drift from what the server says.
 */

type MediaObject = { schema?: unknown };
type ResponseObject = { content?: Record<string, MediaObject> };
type Reference = { $ref: string };
type OperationObject = { operationId?: string; responses?: Record<string, ResponseObject | Reference> };
export type ContractDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { responses?: Record<string, ResponseObject> };
};

export type Answer = {
  method: string;
  /** The request path, without the query. */
  path: string;
  status: number;
  /** The Content-Type header, if any. */
  contentType: string | null;
  /** The raw body text (empty when there is none). */
  text: string;
};

type Route = { method: string; pattern: RegExp; template: string; operation: OperationObject };

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

function escapeSegment(segment: string): string {
  return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A path template as the router matches it: `{name}` is one segment, letters in any case. */
function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : escapeSegment(part)))
    .join('');
  return new RegExp(`^${source}$`, 'i');
}

/** One reference token of a JSON Pointer in a URI fragment (RFC 6901 escaping, then URI escaping). */
function pointerToken(token: string): string {
  return encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'));
}

export class ContractAnswers {
  private readonly routes: Route[];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: ContractDocument) {
    this.routes = Object.entries(document.paths).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.has(method))
        .map(([method, operation]) => ({ method: method.toUpperCase(), pattern: templatePattern(template), template, operation })),
    );
    // The contract's schemas carry OpenAPI words (example, description) JSON Schema does not know.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
    addFormats(this.ajv);
    this.ajv.addSchema(document, 'contract');
  }

  /** The problems of an answer, in words; empty when it agrees with the contract. */
  problems(answer: Answer): string[] {
    const route = this.routes.find((candidate) => candidate.method === answer.method.toUpperCase() && candidate.pattern.test(answer.path));
    // Not an operation of the contract (an unknown path, a wrong method): nothing declared to check.
    if (!route) return [];
    const where = `${answer.method.toUpperCase()} ${answer.path} (${route.operation.operationId ?? route.template}) answered ${answer.status}`;
    const declared = route.operation.responses ?? {};
    const statusKey = [String(answer.status), `${String(answer.status).charAt(0)}XX`, 'default'].find((key) => key in declared);
    if (!statusKey) return [`${where}, a status the contract does not declare (it declares ${Object.keys(declared).join(', ')})`];
    const { response, pointer } = this.resolveResponse(route, statusKey);
    const content = response.content ?? {};
    const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (Object.keys(content).length === 0) {
      return answer.text === '' ? [] : [`${where} with a body (${mediaType || 'no Content-Type'}), where the contract declares none`];
    }
    if (!(mediaType in content)) {
      return [`${where} as ${mediaType || 'no Content-Type'}, where the contract declares ${Object.keys(content).join(', ')}`];
    }
    if (mediaType !== 'application/json' || content[mediaType]?.schema === undefined) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [`${where} with a body that is not JSON: ${answer.text.slice(0, 200)}`];
    }
    const validate = this.validator(`${pointer}/content/${pointerToken(mediaType)}/schema`);
    if (validate(body)) return [];
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    return [`${where} with a body that does not match the contract: ${errors.join('; ')}\nbody: ${answer.text.slice(0, 500)}`];
  }

  /** Throws when the answer does not agree with the contract. */
  check(answer: Answer): void {
    const problems = this.problems(answer);
    if (problems.length > 0) throw new Error(`The answer breaks openapi.yaml: ${problems.join('\n')}`);
  }

  private resolveResponse(route: Route, statusKey: string): { response: ResponseObject; pointer: string } {
    const declared = route.operation.responses?.[statusKey];
    if (declared && '$ref' in declared) {
      const name = declared.$ref.split('/').pop() ?? '';
      const response = this.document.components?.responses?.[name];
      if (!response) throw new Error(`openapi.yaml: ${declared.$ref} does not resolve`);
      return { response, pointer: `#/components/responses/${pointerToken(name)}` };
    }
    const pointer = `#/paths/${pointerToken(route.template)}/${route.method.toLowerCase()}/responses/${pointerToken(statusKey)}`;
    return { response: declared ?? {}, pointer };
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `contract${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

let shared: ContractAnswers | undefined;

/** The checker of the repository's openapi.yaml, read once per test process. */
export function contractAnswers(): ContractAnswers {
  shared ??= new ContractAnswers(
    parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as ContractDocument,
  );
  return shared;
}

/**
 * `fetch` for the suites that talk to the app without the API client (downloads, raw bodies, the
 * fuzzer): the answer is checked against the contract the same way, then handed back unread.
 */
export async function checkedFetch(input: string | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const url = new URL(response.url || String(input));
  contractAnswers().check({
    method: init?.method ?? 'GET',
    path: url.pathname,
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: await response.clone().text(),
  });
  return response;
}
