import path from 'node:path';
import type { Infra } from '../../infra';
import { articleHandlers } from './article-handlers';
import { createArticles } from './articles';
import { createContentImages } from './content-images';
import { createImageVariants } from './image-variants';
import { siteFilesMiddleware } from './site-files';

/** The articles and their images, wired: the handlers, the site files made from them, and the images the newsletters share. */
export function createContentModule(
  infra: Pick<Infra, 'db' | 'now' | 'dataDir' | 'publicUrl'>,
  ports: {
    /** The practice's details (Практика) as she last saved them: the coach's name for the blog's feed. */
    practiceDetails: () => Promise<{ coachName: string; coachNameGenitive: string }>;
  },
) {
  const images = createContentImages(infra.db);
  const articles = createArticles(infra.db);
  return {
    images,
    handlers: articleHandlers({ articles, images, imageVariants: createImageVariants(path.join(infra.dataDir, 'image-variants')) }),
    /** GET /sitemap.xml, /robots.txt and /feed.xml. */
    siteFiles: () =>
      siteFilesMiddleware({
        articles,
        origin: infra.publicUrl,
        coach: async () => {
          const details = await ports.practiceDetails();
          return { name: details.coachName, nameGenitive: details.coachNameGenitive };
        },
      }),
  };
}
