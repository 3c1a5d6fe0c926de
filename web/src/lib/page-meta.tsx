import { useLocation } from 'react-router';
import { usePracticeName } from './practice-details';
import { shareImage } from './share-image';
import { useSiteOrigin } from './site-origin';
import { type StructuredData, scriptSafeJson } from './structured-data';

export type PageMetaProps = {
  /** The page's own title; the practice name is added after it. */
  title: string;
  /** The whole `<title>` when the page is the practice itself (the landing). */
  fullTitle?: string;
  /** For search results and link previews (`description`, `og:description`). */
  description?: string;
  /** An absolute or site-relative picture for link previews; the practice's picture (`share-image.ts`) when absent. */
  image?: string;
  /** `article` for a blog post; `website` otherwise. */
  type?: 'website' | 'article';
  /** schema.org objects about the page, as JSON-LD. */
  structuredData?: readonly StructuredData[];
};

type PreviewImage = { url: string; alt: string; width?: number; height?: number };

/**
 * The page's own picture (an article's, described by its title; its size is the upload's, so not
 * stated), or the practice's picture with its size. Always an absolute URL: previews fetch it from
 * elsewhere. A data URL is no use to them, so it falls back as well.
 */
function previewImage(image: string | undefined, title: string, origin: string): PreviewImage {
  if (image && !image.startsWith('data:')) return { url: new URL(image, `${origin}/`).href, alt: title };
  return { url: `${origin}${shareImage.path}`, alt: shareImage.alt, width: shareImage.width, height: shareImage.height };
}

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
  const preview = previewImage(image, title, origin);
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
      <meta property="og:image" content={preview.url} />
      {preview.width ? <meta property="og:image:width" content={String(preview.width)} /> : null}
      {preview.height ? <meta property="og:image:height" content={String(preview.height)} /> : null}
      <meta property="og:image:alt" content={preview.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <meta name="twitter:image" content={preview.url} />
      <meta name="twitter:image:alt" content={preview.alt} />
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
      ))}
    </>
  );
}
