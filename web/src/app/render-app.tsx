// Before any schema parses in the browser (not in the server's render, where eval is allowed).
import '../lib/zod-without-eval';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { appContainer } from './app-container';

/** Renders a page the server left to the browser (the cabinet, sign-in, the admin). */
export function renderApp(): void {
  createRoot(appContainer()).render(<AppRoot />);
}
