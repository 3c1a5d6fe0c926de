/** The element the app renders into (web/index.html). */
export function appContainer(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html.');
  return container;
}
