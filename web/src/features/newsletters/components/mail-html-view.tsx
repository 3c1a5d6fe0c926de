import Box from '@mui/joy/Box';
import { useEffect, useRef } from 'react';

/**
 * Moves a parsed mail into `target`. Mail HTML styles every element inline, and the site's
 * Content-Security-Policy rightly refuses inline `style` attributes (a frame's `srcdoc` inherits
 * that policy). Styles set through the CSSOM are not markup, so each attribute is taken off while
 * the mail is still an inert parsed document and applied as `style.cssText` once it is shown.
 */
function showMail(html: string, target: ShadowRoot): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const page = parsed.createElement('div');
  const styles: Array<[HTMLElement, string]> = [[page, parsed.body.getAttribute('style') ?? '']];
  for (const element of parsed.body.querySelectorAll<HTMLElement>('[style]')) {
    styles.push([element, element.getAttribute('style') ?? '']);
    element.removeAttribute('style');
  }
  for (const link of parsed.body.querySelectorAll('a')) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  page.append(...parsed.body.childNodes);
  // Appending adopts the very nodes into the page, so the kept references are the shown elements.
  target.replaceChildren(page);
  for (const [element, css] of styles) element.style.cssText = css;
}

/** A whole mail (its own layout and inline styles) shown apart from the page's styles, in a shadow root. */
export function MailHtmlView({ html, label }: { html: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    showMail(html, element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, [html]);
  return (
    <Box
      ref={host}
      role="document"
      aria-label={label}
      sx={{ minHeight: 320, maxHeight: '60vh', overflow: 'auto', border: '1px solid', borderColor: 'neutral.outlinedBorder', borderRadius: 'sm' }}
    />
  );
}
