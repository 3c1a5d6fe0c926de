/** What a buyer can download: a PDF, an EPUB book or a ZIP archive, told apart by their first bytes. */
export type ProductFileKind = 'pdf' | 'epub' | 'zip';

/** 50 MiB: a book or a workbook with pictures; a course's videos belong elsewhere. */
export const maxProductFileBytes = 50 * 1024 * 1024;
export const maxProductFileMegabytes = maxProductFileBytes / 1024 / 1024;

const startsWith = (content: Buffer, bytes: string, offset = 0) => content.subarray(offset, offset + bytes.length).toString('latin1') === bytes;

/**
 * The kind by magic bytes, never by the name: a ZIP local header (`PK\3\4`), a PDF header
 * (`%PDF-`), and an EPUB is a ZIP whose first entry is the uncompressed `mimetype` file
 * (OCF 3.0 §4.3), so its name and content sit at fixed offsets 30 and 38.
 */
export function detectProductFileKind(content: Buffer): ProductFileKind | undefined {
  if (startsWith(content, '%PDF-')) return 'pdf';
  if (!startsWith(content, 'PK\x03\x04')) return undefined;
  return startsWith(content, 'mimetype', 30) && startsWith(content, 'application/epub+zip', 38) ? 'epub' : 'zip';
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
