import { useLocation } from 'react-router';
import { usePracticeName } from './practice-details';
import { useSiteOrigin } from './site-origin';
import { type StructuredData, scriptSafeJson } from './structured-data';

export type PageMetaProps = {
  /** The page's own title; the practice name is added after it. */
  title: string;
  /** The whole `<title>` when the page is the practice itself (the landing). */
  fullTitle?: string;
  /** For search results and link previews (`description`, `og:description`). */
  description?: string;
  /** An absolute or site-relative picture for link previews. */
  image?: string;
  /** `article` for a blog post; `website` otherwise. */
  type?: 'website' | 'article';
  /** schema.org objects about the page, as JSON-LD. */
  structuredData?: readonly StructuredData[];
};

/** The tab title in one format: the page's, then the practice's name (from Практика). */
export const documentTitle = (title: string, practiceName: string) => `${title} — ${practiceName}`;

/**
 * A page's `<title>`, description, canonical link, Open Graph and Twitter tags and JSON-LD. React
 * puts the tags into `<head>` (on the server too, so crawlers and link previews read them without
 * scripts) and takes them away when the page goes.
 */
export function PageMeta({ title, fullTitle, description, image, type = 'website', structuredData = [] }: PageMetaProps) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const siteName = usePracticeName();
  const url = `${origin}${pathname}`;
  const shownTitle = fullTitle ?? documentTitle(title, siteName);
  // A data URL is no use to a link preview.
  const imageUrl = image && !image.startsWith('data:') ? new URL(image, `${origin}/`).href : undefined;
  return (
    <>
      <title>{shownTitle}</title>
      <link rel="canonical" href={url} />
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:url" content={url} />
      {description ? <meta property="og:description" content={description} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
      ))}
    </>
  );
}
