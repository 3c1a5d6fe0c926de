/** Link targets the server keeps (sanitiser `allowedSchemes`); anything else is not made a link. */
export function safeLinkUrl(raw: string): string | null {
  const url = raw.trim();
  if (/^www\./i.test(url)) return `https://${url}`;
  return /^(https?:\/\/|mailto:)\S+$/i.test(url) ? url : null;
}

/** Image sources the server keeps: web addresses and embedded `data:image/…` pictures. */
export function safeImageUrl(raw: string): string | null {
  const url = raw.trim();
  if (/^https?:\/\/\S+$/i.test(url)) return url;
  return /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i.test(url) ? url : null;
}
