/**
 * What a file is by its bytes (its signature), never by its name: the one reading of magic bytes
 * that product files and workspace files share.
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'epub' | 'odt' | 'docx' | 'xlsx' | 'pptx' | 'zip';

export const startsWith = (content: Uint8Array, bytes: string, offset = 0): boolean =>
  Buffer.from(content.buffer, content.byteOffset, content.byteLength).subarray(offset, offset + bytes.length).toString('latin1') === bytes;

const zipLocalHeader = 'PK\x03\x04';
const endOfCentralDirectory = 0x06054b50;
const centralHeader = 0x02014b50;

/**
 * The entry names of a ZIP archive from its central directory (APPNOTE 4.3.12, 4.3.16), or none
 * when the directory is not where its end record says. A comment after the end record is allowed.
 */
export function zipEntryNames(content: Buffer): string[] {
  const searchFrom = Math.max(0, content.length - 22 - 0xffff);
  for (let end = content.length - 22; end >= searchFrom; end--) {
    if (content.readUInt32LE(end) !== endOfCentralDirectory) continue;
    const count = content.readUInt16LE(end + 10);
    let at = content.readUInt32LE(end + 16);
    const names: string[] = [];
    for (let index = 0; index < count; index++) {
      if (at + 46 > content.length || content.readUInt32LE(at) !== centralHeader) return [];
      const nameLength = content.readUInt16LE(at + 28);
      names.push(content.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
      at += 46 + nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
    }
    return names;
  }
  return [];
}

/** An office document inside a ZIP: Open Document by its first `mimetype` entry (as EPUB), OOXML by its parts. */
function zipKind(content: Buffer): FileKind {
  // OCF 3.0 §4.3 and ODF 1.3 §3.3: the uncompressed `mimetype` entry first, its text at offset 38.
  if (startsWith(content, 'mimetype', 30)) {
    if (startsWith(content, 'application/epub+zip', 38)) return 'epub';
    if (startsWith(content, 'application/vnd.oasis.opendocument.text', 38)) return 'odt';
  }
  const names = zipEntryNames(content);
  if (!names.includes('[Content_Types].xml')) return 'zip';
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  return 'zip';
}

/** The kind of `content` by its first bytes (and a ZIP's entries), or undefined for anything else. */
export function detectFileKind(content: Buffer): FileKind | undefined {
  if (startsWith(content, '%PDF-')) return 'pdf';
  if (startsWith(content, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith(content, '\xff\xd8\xff')) return 'jpeg';
  if (startsWith(content, 'GIF87a') || startsWith(content, 'GIF89a')) return 'gif';
  if (startsWith(content, 'RIFF') && startsWith(content, 'WEBP', 8)) return 'webp';
  if (startsWith(content, zipLocalHeader)) return zipKind(content);
  return undefined;
}
