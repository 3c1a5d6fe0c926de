import type { DownloadResponse } from '../../../api/generated/model';

const mimeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The MIME type of a file extension (with or without its dot); unknown ones download as plain bytes. */
export function mimeTypeOf(extension: string): string {
  return mimeTypes[extension.trim().replace(/^\./, '').toLowerCase()] ?? 'application/octet-stream';
}

/** The name the file is saved under: its name joined with its extension (spec 7). */
export function downloadFileName({ name, type }: Pick<DownloadResponse, 'name' | 'type'>): string {
  const extension = type.trim().replace(/^\./, '');
  return extension ? `${name}.${extension}` : name;
}

/** The base64 answer of /api/download-file/ as a data link typed by its extension. */
export function downloadHref({ file, type }: Pick<DownloadResponse, 'file' | 'type'>): string {
  return `data:${mimeTypeOf(type)};base64,${file}`;
}

/** Saves the file through a temporary link clicked programmatically. */
export function saveDownloadedFile(download: Pick<DownloadResponse, 'file' | 'name' | 'type'>): void {
  const link = document.createElement('a');
  link.href = downloadHref(download);
  link.download = downloadFileName(download);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
