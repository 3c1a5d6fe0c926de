import { describe, expect, it } from 'vitest';
import { describeOutcome, SERVER_BUSY_TEXT } from './api-outcome';

describe('describeOutcome (error catalogue, spec 8)', () => {
  it('should sign out on 401', () => {
    expect(describeOutcome(401, { detail: 'Войдите' })).toEqual({ kind: 'unauthorized' });
  });

  it('should show detail, else message, on 400', () => {
    expect(describeOutcome(400, { detail: 'Плохо', message: 'Иначе' })).toEqual({ kind: 'alert', status: 400, text: 'Плохо' });
    expect(describeOutcome(400, { message: 'Иначе' })).toEqual({ kind: 'alert', status: 400, text: 'Иначе' });
  });

  it('should show detail on 403 and 404', () => {
    expect(describeOutcome(403, { detail: 'Нет доступа' })).toEqual({ kind: 'alert', status: 403, text: 'Нет доступа' });
    expect(describeOutcome(404, { detail: 'Не найдено' })).toEqual({ kind: 'alert', status: 404, text: 'Не найдено' });
  });

  it('should say the server is busy on 502 whatever the body', () => {
    expect(describeOutcome(502, '<html>Bad gateway</html>')).toEqual({ kind: 'alert', status: 502, text: SERVER_BUSY_TEXT });
  });

  it("should show 503's Russian detail, or say the server is busy", () => {
    expect(describeOutcome(503, { detail: 'Данные обновляются. Повторите через несколько секунд.' })).toEqual({ kind: 'alert', status: 503, text: 'Данные обновляются. Повторите через несколько секунд.' });
    expect(describeOutcome(503, '')).toEqual({ kind: 'alert', status: 503, text: SERVER_BUSY_TEXT });
  });

  it('should not handle 500', () => {
    expect(describeOutcome(500, { detail: 'Внутренняя ошибка' })).toEqual({ kind: 'none' });
  });

  it('should alert 403 with the message when a success says result false', () => {
    expect(describeOutcome(200, { result: false, message: 'Не получилось' })).toEqual({ kind: 'alert', status: 403, text: 'Не получилось' });
  });

  it('should alert 200 with the message when a success says result true with a message', () => {
    expect(describeOutcome(200, { result: true, message: 'Отправлено' })).toEqual({ kind: 'alert', status: 200, text: 'Отправлено' });
    expect(describeOutcome(200, { result: true })).toEqual({ kind: 'none' });
    expect(describeOutcome(200, [{ id: 1 }])).toEqual({ kind: 'none' });
  });
});
