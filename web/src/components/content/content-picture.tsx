import { getGetContentImageUrl } from '../../api/generated/hooks';
import type { FileRef, GetContentImageWidth } from '../../api/generated/model';
import { contentImageSrc } from './content-image';

/** The widths the server scales pictures to (the contract's `width`). */
const widths: readonly GetContentImageWidth[] = [320, 640, 960, 1280];

const srcSet = (file: FileRef, format?: 'webp') =>
  widths.map((width) => `${getGetContentImageUrl(file.id, { width, ...(format ? { format } : {}) })} ${width}w`).join(', ');

export type ContentPictureProps = {
  file: FileRef;
  /** The `sizes` of the srcset: how wide the picture shows at each screen width. */
  sizes: string;
  /** The picture is on the first screen: load it at once, first. Otherwise it loads when scrolled near. */
  eager?: boolean;
};

/**
 * A saved picture in WebP at the width the screen needs, the original format as the fallback, with
 * a 16:9 width and height so the page does not shift while it loads. Fills an AspectRatio (which
 * sizes a `<picture>`'s image).
 */
export function ContentPicture({ file, sizes, eager = false }: ContentPictureProps) {
  // A picture that came inline (a preview) has no address to scale.
  if (file.base64) return <img src={contentImageSrc(file)} alt="" width={1280} height={720} />;
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(file, 'webp')} sizes={sizes} />
      <img
        src={getGetContentImageUrl(file.id)}
        srcSet={srcSet(file)}
        sizes={sizes}
        width={1280}
        height={720}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </picture>
  );
}
