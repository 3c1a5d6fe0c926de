import Box from '@mui/joy/Box';
import { useEffect, useRef } from 'react';

/** Inside a tag (text holds `<` only escaped), a double-quoted `style` attribute, as mail templates write them. */
const styleAttribute = /(<[a-z][^>]*?)\sstyle="([^"]*)"/gi;

/**
 * Shows a mail in `target`. Mail HTML styles every element inline, and the site's
 * Content-Security-Policy rightly refuses inline `style` attributes (a frame's `srcdoc` and even
 * DOMParser inherit that policy). Styles set through the CSSOM are not markup: each attribute is
 * renamed before parsing and applied as `style.cssText` to the shown element.
 */
function showMail(html: string, target: ShadowRoot): void {
  const parsed = new DOMParser().parseFromString(html.replace(styleAttribute, '$1 data-mail-style="$2"'), 'text/html');
  const page = parsed.createElement('div');
  page.dataset.mailStyle = parsed.body.dataset.mailStyle ?? '';
  for (const link of parsed.body.querySelectorAll('a')) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  page.append(...parsed.body.childNodes);
  target.replaceChildren(page);
  for (const element of [page, ...page.querySelectorAll<HTMLElement>('[data-mail-style]')]) {
    element.style.cssText = element.dataset.mailStyle ?? '';
    delete element.dataset.mailStyle;
  }
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
