import { detectFileKind } from '../../shared/file-signatures';
import { withStorableText } from '../../shared/storable-text';
import { maxWorkspaceFileBytes, workspaceFileKinds, type WorkspaceFileKind } from './events';

const maxMegabytes = maxWorkspaceFileBytes / 1024 / 1024;

const isWorkspaceKind = (kind: string | undefined): kind is WorkspaceFileKind => workspaceFileKinds.some((known) => known === kind);

/** The extension a file of each kind is named with when it is downloaded. */
const extensions: Readonly<Record<WorkspaceFileKind, string>> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  odt: 'odt',
};

/** The media type a file of each kind is sent with. */
export const mediaTypes: Readonly<Record<WorkspaceFileKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
};

export type CheckedWorkspaceFile = { kind: WorkspaceFileKind; name: string; content: Buffer };

/**
 * The name a file keeps: no folders, no control characters or line breaks, at most 200 characters, and the
 * extension of what its bytes are (a `photo.pdf` that is a PNG is kept as `photo.pdf.png`).
 */
export function workspaceFileName(given: string, kind: WorkspaceFileKind): string {
  const extension = extensions[kind];
  const cleaned = withStorableText(given).replace(/[\\/]/g, '_').replace(/\s+/g, ' ').trim();
  const base = cleaned.replace(new RegExp(`\\.(${extension}|${kind})$`, 'i'), '') || 'file';
  // At most 200 UTF-16 units in all (the event's bound), cut between characters, never inside a surrogate pair.
  let kept = '';
  for (const character of base) {
    if (kept.length + character.length > 200 - extension.length - 1) break;
    kept += character;
  }
  return `${kept}.${extension}`;
}

/**
 * A file a workspace takes, told by its bytes, never by its name (`shared/file-signatures.ts`): a
 * PDF, a picture or an office document up to 20 MB; otherwise the words for why not.
 */
export function checkWorkspaceFile(given: string, content: Buffer): CheckedWorkspaceFile | { problem: string } {
  if (content.length === 0) return { problem: 'Файл пустой.' };
  if (content.length > maxWorkspaceFileBytes) return { problem: `Файл больше ${maxMegabytes} МБ: загрузите файл поменьше.` };
  const kind = detectFileKind(content);
  if (!isWorkspaceKind(kind)) return { problem: 'Загрузить можно PDF, картинку (PNG, JPEG, GIF, WebP) или документ (DOCX, XLSX, PPTX, ODT). Этот файл не из них.' };
  return { kind, name: workspaceFileName(given, kind), content };
}
