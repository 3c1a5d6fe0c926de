/**
 * Text or an attribute value as HTML writes it, the way React does (`& < > " '`), the apostrophe as
 * `&#39;` (what `renderMail` writes for it): for HTML the server writes itself, not through React.
 */
export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
