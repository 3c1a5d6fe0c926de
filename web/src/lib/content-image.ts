import { getGetContentImageUrl } from '../api/generated/hooks';
import type { FileRef, FileUpload } from '../api/generated/model';

/** What the server stores (server/src/modules/content/content-images.ts); anything else it refuses. */
const imageMimeTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const SUPPORTED_IMAGE_EXTENSIONS = Object.keys(imageMimeTypes);
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** `FileUpload` limits of the contract. */
const MAX_NAME_LENGTH = 200;
const MAX_TYPE_LENGTH = 10;

/** Spec 5: a file name is split at its last dot into the name and the extension. */
export function splitFileName(fileName: string): { name: string; type: string } {
  const dot = fileName.lastIndexOf('.');
  // «.htaccess» is a name, not an extension.
  if (dot <= 0) return { name: fileName, type: '' };
  return { name: fileName.slice(0, dot), type: fileName.slice(dot + 1) };
}

export function imageMimeType(extension: string): string {
  return imageMimeTypes[extension.toLowerCase()] ?? 'image/png';
}

export function isSupportedImageExtension(extension: string): boolean {
  return extension.toLowerCase() in imageMimeTypes;
}

/** The extension to send: the file's own, else one taken from its MIME type (`image/png` → `png`). */
export function imageExtension(fileName: string, mimeType: string): string {
  const { type } = splitFileName(fileName);
  if (type) return type.toLowerCase();
  const fromMime = mimeType.startsWith('image/') ? mimeType.slice('image/'.length) : '';
  return fromMime === 'jpeg' ? 'jpg' : fromMime;
}

/** A chosen picture: the upload body of the contract plus a data URL for the preview. */
export type ChosenImage = FileUpload & { dataUrl: string };

/** The contract wants bare base64; FileReader gives `data:<mime>;base64,<data>`. */
export function chosenImage(fileName: string, mimeType: string, dataUrl: string): ChosenImage {
  const { name } = splitFileName(fileName);
  const comma = dataUrl.indexOf(',');
  return {
    name: (name || 'image').slice(0, MAX_NAME_LENGTH),
    type: imageExtension(fileName, mimeType).slice(0, MAX_TYPE_LENGTH),
    base64: comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl,
    dataUrl,
  };
}

/** The `<img src>` of a saved picture: the inline base64 when the list carries it, else its URL. */
export function contentImageSrc(file: FileRef): string {
  if (file.base64) {
    return file.base64.startsWith('data:') ? file.base64 : `data:${imageMimeType(file.type)};base64,${file.base64}`;
  }
  return getGetContentImageUrl(file.id);
}
