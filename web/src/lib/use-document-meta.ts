import { useEffect } from 'react';
import { PRACTICE_NAME } from '../config/constants';

export type DocumentMeta = {
  /** The page's own title; the practice name is added after it. */
  title: string;
  /** For search results and link previews (`description`, `og:description`). */
  description?: string;
  /** An absolute or site-relative picture for link previews. */
  image?: string;
  /** `article` for a blog post; `website` otherwise. */
  type?: 'website' | 'article';
};

/** The tab title in one format, shared with the root layout's route titles. */
export const documentTitle = (title: string) => `${title} — ${PRACTICE_NAME}`;

function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) return existing;
  const created = document.createElement('meta');
  created.setAttribute(attribute, key);
  document.head.append(created);
  return created;
}

/**
 * Sets `<title>`, `description` and the Open Graph tags of a page, and puts the previous values
 * back when the page goes. Crawlers that do not run scripts see the defaults of index.html.
 */
export function useDocumentMeta({ title, description, image, type = 'website' }: DocumentMeta): void {
  useEffect(() => {
    const tags: [HTMLMetaElement, string | undefined][] = [
      [metaTag('property', 'og:title'), title],
      [metaTag('property', 'og:type'), type],
      [metaTag('property', 'og:url'), window.location.href],
      [metaTag('name', 'description'), description],
      [metaTag('property', 'og:description'), description],
      [metaTag('property', 'og:image'), image ? new URL(image, window.location.origin).href : undefined],
    ];
    const previousTitle = document.title;
    const previous = tags.map(([tag]) => tag.getAttribute('content'));

    document.title = documentTitle(title);
    for (const [tag, value] of tags) if (value !== undefined) tag.setAttribute('content', value);

    return () => {
      document.title = previousTitle;
      tags.forEach(([tag], index) => {
        const value = previous[index];
        if (value === null || value === undefined) tag.remove();
        else tag.setAttribute('content', value);
      });
    };
  }, [title, description, image, type]);
}
