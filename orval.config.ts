import { defineConfig } from 'orval';

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
});
