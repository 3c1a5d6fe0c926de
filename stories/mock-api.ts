import type { Loader } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { seededPractice } from './back-office-fixtures';

/**
 * A story that shows a whole page declares the API answers it needs, as MSW handlers, in
 * `parameters.msw.handlers`. In Storybook a service worker (stories/public/mockServiceWorker.js)
 * answers them; in the story test (stories/stories.test.tsx) MSW's Node server does.
 */
export type MockApiParameters = { msw?: { handlers: RequestHandler[] } };

let worker: Promise<SetupWorker> | undefined;

async function startWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const started = setupWorker();
  await started.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return started;
}

/** Storybook's loader: the story's handlers replace the previous story's, in a browser with service workers only. */
export const mockApiLoader: Loader = async ({ parameters }) => {
  const { msw } = parameters as MockApiParameters;
  if (!('serviceWorker' in navigator) || (!msw && !worker)) return;
  worker ??= startWorker();
  (await worker).resetHandlers(...(msw?.handlers ?? []));
};

/** What every page asks whatever the story: the practice's details (the header, the footer, the legal texts). */
export const siteHandlers: RequestHandler[] = [http.get('*/api/practice/', () => HttpResponse.json(seededPractice))];
