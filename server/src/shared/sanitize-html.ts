import sanitizeHtml from 'sanitize-html';

/**
 * Rich text the coach writes (product descriptions, newsletters) as HTML that is safe to put into
 * a page or a mail: formatting and links only; no scripts, styles, event handlers or `javascript:`.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 's', 'del', 'mark', 'u', 'code', 'pre', 'blockquote',
      'hr', 'ul', 'ol', 'li', 'a', 'img', 'span',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      p: ['style'],
      h1: ['style'],
      h2: ['style'],
      h3: ['style'],
    },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}
