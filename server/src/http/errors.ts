/** An error the HTTP layer turns into a JSON body with `detail` (Russian, shown to the user). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string, extra?: Record<string, unknown>) => new HttpError(400, detail, extra);
export const unauthorized = (detail = 'Требуется вход в личный кабинет.') => new HttpError(401, detail);
export const forbidden = (detail = 'Недостаточно прав для этого действия.') => new HttpError(403, detail);
export const notFound = (detail = 'Не найдено.') => new HttpError(404, detail);
export const methodNotAllowed = () => new HttpError(405, 'Этот метод HTTP для этого адреса API не поддерживается.');
export const conflict = (detail: string) => new HttpError(409, detail);
