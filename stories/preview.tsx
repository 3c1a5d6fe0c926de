import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { theme } from '../web/src/app/theme';
import { mockApiLoader, siteHandlers } from './mock-api';

/** Stories never talk to a server: nothing retries, nothing refetches; each story keeps its own cache. */
const queryClients = new Map<string, QueryClient>();
function queryClientFor(storyId: string): QueryClient {
  const existing = queryClients.get(storyId);
  if (existing) return existing;
  const created = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  queryClients.set(storyId, created);
  return created;
}

export type RouterParameters = { initialEntries?: string[] };

const withAppProviders: Decorator = (Story, context) => {
  const router = context.parameters.router as RouterParameters | undefined;
  return (
    <CssVarsProvider theme={theme} defaultMode="light" modeStorageKey="storybook-color-mode">
      <CssBaseline />
      <QueryClientProvider client={queryClientFor(context.id)}>
        <MemoryRouter key={context.id} initialEntries={router?.initialEntries ?? ['/']}>
          <Story />
        </MemoryRouter>
      </QueryClientProvider>
    </CssVarsProvider>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  loaders: [mockApiLoader],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // The a11y panel marks a story with any axe violation as failed; `npm test` runs the same rules
    // on every story and fails on the serious ones (stories/stories.test.tsx, docs/test-run.md).
    a11y: { test: 'error' },
    // A page story lists these with its own: `msw: { handlers: [...siteHandlers, …] }`.
    msw: { handlers: siteHandlers },
  },
};

export default preview;
