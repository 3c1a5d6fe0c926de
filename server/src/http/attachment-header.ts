/**
 * `Content-Disposition: attachment` for a download named `fileName`: an ASCII `filename` for old
 * clients and the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded beyond attr-char,
 * which leaves out `'`, `(`, `)` and `*` that `encodeURIComponent` keeps).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
