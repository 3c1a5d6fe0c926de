import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, type RouteObject } from 'react-router';
import { theme } from '../app/theme';

/** The Joy theme and a fresh query client without retries, as every rendered test needs them. */
function renderInProviders(children: ReactNode): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <CssVarsProvider theme={theme} defaultMode="light">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </CssVarsProvider>,
  );
}

/**
 * Renders `element` as the app would at `path` (Joy theme, a fresh query client without retries,
 * a memory router); `routes` are further pages it may navigate to, shown by their text.
 */
export function renderWithApp(element: ReactElement, options: { path?: string; routes?: Record<string, string> } = {}): RenderResult {
  const path = options.path ?? '/';
  return renderInProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={element} />
        {Object.entries(options.routes ?? {}).map(([route, text]) => (
          <Route key={route} path={route} element={<p>{text}</p>} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * Renders `routes` in a data router opened at `path`, as the app's own (so their loaders, the
 * guards among them, run); returns the router to read where it went.
 */
export function renderRoutesWithApp(routes: RouteObject[], path: string) {
  const router = createMemoryRouter([{ path: '/', hydrateFallbackElement: <p>Загрузка</p>, children: routes }], { initialEntries: [path] });
  renderInProviders(<RouterProvider router={router} />);
  return router;
}
