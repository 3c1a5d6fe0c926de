import { ApiError } from './api-error';
import { emitUnauthorized } from './api-events';
import { CSRF_HEADER, ensureCsrfToken } from './csrf';

/** How far an upload is: bytes sent of the total, for a progress bar. */
export type UploadProgress = { sent: number; total: number };

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs a file as the raw request body with XMLHttpRequest, whose `upload.onprogress` is the one
 * browser API that reports bytes sent (fetch cannot yet). Resolves with the JSON answer; rejects
 * with `ApiError` as the generated client does, so the same error texts apply.
 */
export async function uploadWithProgress<T>(url: string, file: Blob, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<T> {
  const csrf = await ensureCsrfToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader(CSRF_HEADER, csrf);
    request.upload.onprogress = (event) => onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 401) emitUnauthorized();
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(new ApiError(request.status, body));
    };
    request.onerror = () => reject(new Error('Не удалось отправить файл: проверьте соединение и попробуйте ещё раз.'));
    request.onabort = () => reject(new DOMException('Загрузка отменена.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
