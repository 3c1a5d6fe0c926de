const mimeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The MIME type for a file extension (spec 7: the download is a data link typed by its extension). */
export const mimeTypeOf = (extension: string) => mimeTypes[extension.toLowerCase()] ?? 'application/octet-stream';

/** Saves a base64 file from the API under its name joined with its extension. */
export function saveBase64File(file: { file: string; name: string; type: string }): void {
  const link = document.createElement('a');
  link.href = `data:${mimeTypeOf(file.type)};base64,${file.file}`;
  link.download = `${file.name}.${file.type}`;
  document.body.append(link);
  link.click();
  link.remove();
}
