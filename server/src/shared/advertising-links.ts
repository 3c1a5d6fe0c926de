import sanitizeHtml from 'sanitize-html';
import { withErid } from './advertising-mark';

/** Sanitised HTML whose every http(s) link carries `erid=<token>`; nothing else changes. */
export function markLinks(sanitizedHtml: string, erid: string): string {
  return sanitizeHtml(sanitizedHtml, {
    // The HTML was sanitised when it was saved: this pass keeps every tag and attribute and only rewrites links.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemes: ['http', 'https', 'mailto', 'data'],
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: attribs.href === undefined ? attribs : { ...attribs, href: withErid(attribs.href, erid) } }),
    },
  });
}
