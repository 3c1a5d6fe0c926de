import { defineConfig } from 'orval';

/**
 * One contract, two consumers: the web app gets React Query hooks, models and zod schemas under
 * web/src/api/generated; the server gets its own copy of the zod schemas under
 * server/src/generated, with numeric query and path values coerced from their text, so nothing the
 * server ships imports from web/.
 */
export default defineConfig({
  hooks: {
    input: { target: './openapi.yaml' },
    output: {
      target: './web/src/api/generated/hooks.ts',
      schemas: './web/src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      mode: 'single',
      clean: true,
      override: {
        mutator: { path: './web/src/lib/api-client.ts', name: 'apiRequest' },
        query: { version: 5 },
        // Calls resolve to the answer's body; a non-2xx answer rejects with ApiError (the mutator).
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
  zod: {
    input: { target: './openapi.yaml' },
    output: {
      target: './web/src/api/generated/zod.ts',
      client: 'zod',
      mode: 'single',
    },
  },
  serverZod: {
    input: { target: './openapi.yaml' },
    output: {
      target: './server/src/generated/zod.ts',
      client: 'zod',
      mode: 'single',
      override: {
        // Booleans are not coerced: zod's coerce.boolean reads the text "false" as true.
        zod: { coerce: { query: ['number'], param: ['number'] } },
      },
    },
  },
});
