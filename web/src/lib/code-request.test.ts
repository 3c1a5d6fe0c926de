import { describe, expect, it } from 'vitest';
import { codeRequestId } from './code-request';

describe('codeRequestId', () => {
  it('should give the id of a code request the server sent', () => {
    expect(codeRequestId({ send: true, uuid: 'c0de' })).toBe('c0de');
  });

  it('should reject an answer that sent no code with the server message', () => {
    expect(() => codeRequestId({ send: false, message: 'Код уже отправлен, подождите минуту.' })).toThrow('Код уже отправлен, подождите минуту.');
  });

  it('should reject an answer without an id with the common text', () => {
    expect(() => codeRequestId({ send: true })).toThrow('Не удалось отправить код. Попробуйте ещё раз.');
  });
});
