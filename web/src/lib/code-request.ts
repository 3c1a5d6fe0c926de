import type { CodeRequestResponse } from '../api/generated/model';

/**
 * The id of a code request the server accepted (sign-in, e-mail change, account deletion); an answer
 * that sent no code rejects with the server's message.
 */
export function codeRequestId(answer: CodeRequestResponse): string {
  if (!answer.send || !answer.uuid) throw new Error(answer.message ?? 'Не удалось отправить код. Попробуйте ещё раз.');
  return answer.uuid;
}
