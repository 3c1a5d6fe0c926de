/**
 * A blog address's id: a positive whole number, or null for anything else («/blogs/abc»). Apart from
 * the article text helpers (luxon), as the route table reads it on every page's first load.
 */
export function articleIdFromParam(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
