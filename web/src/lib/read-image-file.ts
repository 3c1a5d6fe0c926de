import { type ChosenImage, MAX_IMAGE_BYTES, chosenImage, imageExtension, isSupportedImageExtension } from './content-image';

export type ReadImageResult = { image: ChosenImage } | { problem: string };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Не удалось прочитать файл.'));
    reader.readAsDataURL(file);
  });
}

/** Spec 5: images only, read as base64. The checks match what the server accepts, so it rarely has to refuse. */
export async function readImageFile(file: File, maxBytes: number = MAX_IMAGE_BYTES): Promise<ReadImageResult> {
  if (!file.type.startsWith('image/')) return { problem: 'Можно загрузить только изображение.' };
  if (!isSupportedImageExtension(imageExtension(file.name, file.type))) {
    return { problem: 'Подходят изображения в форматах PNG, JPG, WebP или GIF.' };
  }
  if (file.size === 0) return { problem: 'Файл пустой — выберите другое изображение.' };
  if (file.size > maxBytes) return { problem: `Изображение больше ${formatBytes(maxBytes)} — выберите файл поменьше.` };
  try {
    return { image: chosenImage(file.name, file.type, await readAsDataUrl(file)) };
  } catch {
    return { problem: 'Не удалось прочитать файл — попробуйте выбрать его ещё раз.' };
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} МБ` : `${Math.round(bytes / 1024)} КБ`;
}
