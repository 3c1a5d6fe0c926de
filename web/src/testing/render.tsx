import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { theme } from '../app/theme';

/**
 * Renders `element` as the app would at `path` (Joy theme, a fresh query client without retries,
 * a memory router); `routes` are further pages it may navigate to, shown by their text.
 */
export function renderWithApp(element: ReactElement, options: { path?: string; routes?: Record<string, string> } = {}): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const path = options.path ?? '/';
  return render(
    <CssVarsProvider theme={theme} defaultMode="light">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={element} />
            {Object.entries(options.routes ?? {}).map(([route, text]) => (
              <Route key={route} path={route} element={<p>{text}</p>} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </CssVarsProvider>,
  );
}
