import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentImage } from './content-images';
import { imageMimeType } from './content-images';

/** How a picture is asked for: scaled down to a width, converted to WebP, or both. */
export type ImageVariantRequest = { width?: number; format?: 'webp' };

export type ImageVariant = { content: Buffer; mimeType: string };

export type ImageVariants = ReturnType<typeof createImageVariants>;

/**
 * Scaled and converted copies of the content pictures for the public pages' `srcset`, made with
 * sharp on first request and kept in `cacheDir` (an image id never changes content, so a copy never
 * goes stale). The original is answered as it is when neither width nor format is asked for.
 */
export function createImageVariants(cacheDir: string) {
  async function make(image: ContentImage, request: ImageVariantRequest): Promise<Buffer> {
    // Loaded by the first variant made, not at start: libvips was 6 MB of an idle server's resident memory.
    const { default: sharp } = await import('sharp');
    let pipeline = sharp(image.content);
    if (request.width) pipeline = pipeline.resize({ width: request.width, withoutEnlargement: true });
    if (request.format === 'webp') pipeline = pipeline.webp({ quality: 78 });
    return pipeline.toBuffer();
  }

  return {
    async variant(image: ContentImage, request: ImageVariantRequest): Promise<ImageVariant> {
      const extension = request.format ?? image.extension.toLowerCase();
      const mimeType = imageMimeType(extension);
      if (!request.width && !request.format) return { content: image.content, mimeType };
      const file = path.join(cacheDir, `${image.id}-${request.width ?? 'full'}.${extension}`);
      try {
        return { content: await readFile(file), mimeType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const content = await make(image, request);
      await mkdir(cacheDir, { recursive: true });
      // Written aside and renamed, so a concurrent request never reads half a file.
      const partial = `${file}.${process.pid}.${randomUUID()}.part`;
      await writeFile(partial, content);
      await rename(partial, file);
      return { content, mimeType };
    },
  };
}
