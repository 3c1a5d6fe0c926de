import { detectFileKind, type FileKind } from '../../shared/file-signatures';

/** What a buyer can download: a PDF, an EPUB book or a ZIP archive, told apart by their first bytes. */
export type ProductFileKind = 'pdf' | 'epub' | 'zip';

/** 50 MiB: a book or a workbook with pictures; a course's videos belong elsewhere. */
export const maxProductFileBytes = 50 * 1024 * 1024;
export const maxProductFileMegabytes = maxProductFileBytes / 1024 / 1024;

/** The ZIP-based kinds a product calls a ZIP: an office document sold as a file is an archive to its buyer. */
const zipBased: ReadonlySet<FileKind> = new Set(['zip', 'odt', 'docx', 'xlsx', 'pptx']);

/** The kind by magic bytes, never by the name (`shared/file-signatures.ts`): a PDF, an EPUB, any other ZIP. */
export function detectProductFileKind(content: Buffer): ProductFileKind | undefined {
  const kind = detectFileKind(content);
  if (kind === 'pdf' || kind === 'epub') return kind;
  return kind !== undefined && zipBased.has(kind) ? 'zip' : undefined;
}

export type CheckedFile = { kind: ProductFileKind; content: Buffer };

/** The coach's words for why a file is refused, or the file with its kind. */
export function checkProductFile(content: Buffer): CheckedFile | { problem: string } {
  if (content.length === 0) return { problem: 'Файл пустой.' };
  if (content.length > maxProductFileBytes) return { problem: `Файл больше ${maxProductFileMegabytes} МБ.` };
  const kind = detectProductFileKind(content);
  if (!kind) return { problem: 'Этот файл не PDF, не EPUB и не ZIP: загрузить можно только их.' };
  return { kind, content };
}

/** A name safe to store and to send back in Content-Disposition, without its extension. */
export const baseFileName = (name: string, kind: ProductFileKind) =>
  name.replace(/[\\/]/g, '_').replace(new RegExp(`\\.${kind}$`, 'i'), '').trim().slice(0, 200) || 'file';
