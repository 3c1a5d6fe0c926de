/** The visible text of saved rich-text HTML, for the counter before the editor has loaded. */
export function htmlText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
