import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { theme } from '../web/src/app/theme';

/** Stories never talk to a server: nothing retries, nothing refetches. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

export type RouterParameters = { initialEntries?: string[] };

const withAppProviders: Decorator = (Story, context) => {
  const router = context.parameters.router as RouterParameters | undefined;
  return (
    <CssVarsProvider theme={theme} defaultMode="light" modeStorageKey="storybook-color-mode">
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter key={context.id} initialEntries={router?.initialEntries ?? ['/']}>
          <Story />
        </MemoryRouter>
      </QueryClientProvider>
    </CssVarsProvider>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
