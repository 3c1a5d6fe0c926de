import { fileSizeLabel } from '../../../lib/file-size';

/*
 * What the composer takes before anything is sent, so she hears of a wrong file at once rather than
 * after the upload. The server checks again by the file's bytes (openapi `uploadWorkspaceFile`:
 * PDF, pictures, office documents, up to 20 MB; a message carries at most 10 files).
 */

/** The extensions of the kinds the workspace keeps, for the file picker's `accept`. */
const acceptedExtensions = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'docx', 'xlsx', 'pptx', 'odt'] as const;

export const attachmentAccept = acceptedExtensions.map((extension) => `.${extension}`).join(',');

export const maxAttachmentBytes = 20 * 1024 * 1024;

export const maxAttachments = 10;

/** What the picker says under the button. */
export const attachmentHint = `PDF, картинки (PNG, JPEG, GIF, WebP) и документы (DOCX, XLSX, PPTX, ODT) до ${fileSizeLabel(maxAttachmentBytes)}`;

const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why a chosen file cannot go with a message, in Russian; undefined when it can. */
export function attachmentProblem(file: { name: string; size: number }): string | undefined {
  if (!(acceptedExtensions as readonly string[]).includes(extensionOf(file.name))) {
    return `«${file.name}»: такой файл не отправить. Подойдут PDF, картинки и документы Word, Excel, PowerPoint или OpenDocument.`;
  }
  if (file.size > maxAttachmentBytes) return `«${file.name}» больше ${fileSizeLabel(maxAttachmentBytes)}: уменьшите его или разделите на части.`;
  if (file.size === 0) return `«${file.name}» пустой.`;
  return undefined;
}

/** The files a new choice adds to those already attached: the fitting ones up to the limit, and what was left out and why. */
export function addAttachments(current: readonly File[], chosen: readonly File[]): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of chosen) {
    const problem = attachmentProblem(file);
    if (problem) problems.push(problem);
    else if (files.length >= maxAttachments) problems.push(`К одному сообщению можно приложить не больше ${maxAttachments} файлов: «${file.name}» не добавлен.`);
    else files.push(file);
  }
  return { files, problems };
}
